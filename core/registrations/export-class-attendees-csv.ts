import { csvLine } from "#core/subscribers/csv";
import { wallClock } from "#rules/class-time";
import type { ClassAttendee } from "./list-class-attendees";

export const ATTENDEE_CSV_COLUMNS = ["First Name", "Last Name", "Email", "Status", "Registered At", "Note"] as const;

/** "2026-03-05 14:07": a moment as the clock read where the business is, which spreadsheets read as a date and time. */
function localTime(moment: Date, timeZone: string): string {
  return new Date(wallClock(moment.getTime(), timeZone).wall).toISOString().slice(0, 16).replace("T", " ");
}

/**
 * The attendee list as CSV lines, header first. Registration times are the
 * business's local time, and the header names its zone ("Registered At
 * (America/New_York)"), so a spreadsheet shows the hour the owner expects.
 */
export async function* exportClassAttendeesCsv({
  attendees,
  timeZone,
}: {
  attendees: readonly ClassAttendee[];
  timeZone: string;
}): AsyncGenerator<string> {
  yield csvLine(
    ATTENDEE_CSV_COLUMNS.map((column) => (column === "Registered At" ? `${column} (${timeZone})` : column)),
  );
  for (const attendee of attendees) {
    yield csvLine([
      attendee.firstName,
      attendee.lastName,
      attendee.email,
      attendee.status,
      localTime(attendee.registeredAt, timeZone),
      attendee.note,
    ]);
  }
}
