import { csvLine } from "#core/subscribers/csv";
import type { ClassAttendee } from "./list-class-attendees";

export const ATTENDEE_CSV_COLUMNS = ["First Name", "Last Name", "Email", "Status", "Registered At", "Note"] as const;

/** The attendee list as CSV lines, header first; registration times in ISO 8601 (UTC). */
export async function* exportClassAttendeesCsv({
  attendees,
}: {
  attendees: readonly ClassAttendee[];
}): AsyncGenerator<string> {
  yield csvLine(ATTENDEE_CSV_COLUMNS);
  for (const attendee of attendees) {
    yield csvLine([
      attendee.firstName,
      attendee.lastName,
      attendee.email,
      attendee.status,
      attendee.registeredAt.toISOString(),
      attendee.note,
    ]);
  }
}
