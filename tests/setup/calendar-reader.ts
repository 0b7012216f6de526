import ICAL from "ical.js";
import { expect } from "vitest";

/** One calendar entry as a calendar program shows it, read with ical.js (a parser the site does not use). */
export type ReadEntry = {
  uid: string;
  summary: string;
  /** The instant it starts and ends; null for a whole day. */
  start: Date | null;
  end: Date | null;
  /** For a whole day: its first and its next date (YYYY-MM-DD). */
  day: { first: string; next: string } | null;
  /** Minutes from start to end, as the reader counts them. */
  minutes: number;
  /** The start as a phone set to `timeZone` shows it: "9:00 AM". */
  startShownIn(timeZone: string): string;
  endShownIn(timeZone: string): string;
  organizer: string | null;
  attendees: string[];
  description: string;
  location: string;
};

/**
 * The entries of an iCalendar file, after checking what any reader relies on:
 * lines end in CRLF and hold at most 75 octets, folding never splits a
 * character, and every time is an instant in UTC or a date, never a
 * floating time a phone would read in its own zone (decision 077).
 */
export function readCalendar(text: string): ReadEntry[] {
  expect(text.endsWith("\r\n")).toBe(true);
  for (const line of text.slice(0, -2).split("\r\n")) {
    const bytes = Buffer.from(line, "utf8");
    expect(bytes.length, line).toBeLessThanOrEqual(75);
  }
  const raw = Buffer.from(text, "utf8");
  for (const piece of raw.toString("latin1").split("\r\n ")) {
    // A fold inside a character would leave a piece that is not UTF-8 on its own.
    expect(Buffer.from(piece, "latin1").toString("utf8")).not.toContain("\ufffd");
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    for (const time of [event.startDate, event.endDate]) {
      expect(time.isDate || time.zone === ICAL.Timezone.utcTimezone, `${time} is not in UTC`).toBe(true);
    }
    const whole = event.startDate.isDate;
    return {
      uid: event.uid,
      summary: event.summary,
      start: whole ? null : event.startDate.toJSDate(),
      end: whole ? null : event.endDate.toJSDate(),
      day: whole ? { first: event.startDate.toString(), next: event.endDate.toString() } : null,
      minutes: event.duration.toSeconds() / 60,
      startShownIn: (timeZone) => shownIn(event.startDate, timeZone),
      endShownIn: (timeZone) => shownIn(event.endDate, timeZone),
      organizer: nameOf(component.getFirstProperty("organizer")),
      attendees: component.getAllProperties("attendee").map((property) => nameOf(property) ?? ""),
      description: String(component.getFirstPropertyValue("description") ?? ""),
      location: String(component.getFirstPropertyValue("location") ?? ""),
    };
  });
}

/** What a phone set to `timeZone` shows for a time: a floating time as written, an instant in its own zone. */
function shownIn(time: ICAL.Time, timeZone: string): string {
  if (time.zone === ICAL.Timezone.localTimezone) {
    const hour = time.hour % 12 || 12;
    return `${hour}:${String(time.minute).padStart(2, "0")} ${time.hour < 12 ? "AM" : "PM"}`;
  }
  return time.toJSDate().toLocaleTimeString("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
}

function nameOf(property: ICAL.Property | null): string | null {
  const name = property?.getParameter("cn");
  return typeof name === "string" ? name : null;
}
