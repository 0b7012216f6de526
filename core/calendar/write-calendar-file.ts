import ical, {
  escape as escapeText,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { addDays } from "#core/dates";

/** When an entry happens: a span between two instants, or a whole day (YYYY-MM-DD) of the business's calendar. */
export type CalendarWhen = { start: Date; end: Date } | { day: string };

/** A person named in an invitation: the business that organizes it, or the one who holds the time. */
export type CalendarPerson = { name: string; email: string };

export type CalendarEntry = {
  /** Stable across downloads and messages, so a calendar updates the one entry. */
  uid: string;
  /** Raised on each change the calendar should take over an earlier copy. */
  sequence?: number;
  when: CalendarWhen;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  status?: "confirmed" | "tentative" | "cancelled";
  organizer?: CalendarPerson;
  /** The one attendee, who already holds the time: asked for no reply. */
  attendee?: CalendarPerson & { answer: "accepted" | "declined" };
};

const STATUS = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

/**
 * Every iCalendar file we hand out, written one way (RFC 5545), whatever the
 * server's own time zone:
 * - a time is an instant in UTC (`DTSTART:20261201T170000Z`), which every
 *   calendar shows in its reader's zone; never a floating local time;
 * - a whole day is a date (`DTSTART;VALUE=DATE:20261201`) ending the next day;
 * - names in ORGANIZER and ATTENDEE are quoted parameter values, which cannot
 *   hold a double quote or a line break: see `parameterText`;
 * - text values are escaped and long lines folded by ical-generator, at 75
 *   octets without splitting a character; the calendar's name and product,
 *   which it writes as given, are escaped here.
 * With `method`, an iTIP message (RFC 5546) a mail program offers to add or remove.
 */
export function writeCalendarFile({
  name,
  company,
  product,
  method,
  refreshMinutes,
  entries,
}: {
  name: string;
  /** Who makes the file, for its PRODID: the business's name. */
  company: string;
  product: string;
  method?: "request" | "cancel";
  /** For a feed a calendar subscribes to: how often to read it again. */
  refreshMinutes?: number;
  entries: readonly CalendarEntry[];
}): string {
  const calendar = ical({
    name: escapeText(name, false),
    prodId: { company: escapeText(company, false).replaceAll("//", "/"), product, language: "EN" },
    ...(method ? { method: method === "request" ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL } : {}),
    ...(refreshMinutes ? { ttl: refreshMinutes * 60 } : {}),
  });
  for (const entry of entries) {
    const times =
      "day" in entry.when
        ? {
            start: new Date(`${entry.when.day}T00:00:00Z`),
            end: new Date(`${addDays(entry.when.day, 1)}T00:00:00Z`),
            allDay: true,
          }
        : { start: entry.when.start, end: entry.when.end, allDay: false };
    calendar.createEvent({
      id: entry.uid,
      ...(entry.sequence === undefined ? {} : { sequence: entry.sequence }),
      ...times,
      summary: entry.summary,
      location: entry.location ?? null,
      description: entry.description ?? null,
      url: entry.url ?? null,
      status: entry.status ? STATUS[entry.status] : null,
      organizer: entry.organizer ? { name: nameOf(entry.organizer), email: entry.organizer.email } : null,
      attendees: entry.attendee
        ? [
            {
              name: nameOf(entry.attendee),
              email: entry.attendee.email,
              role: ICalAttendeeRole.REQ,
              status: entry.attendee.answer === "accepted" ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.DECLINED,
              rsvp: false,
            },
          ]
        : [],
    });
  }
  // Every content line ends in CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}

/** The name to show for a person; their address when the name has nothing left to show. */
function nameOf(person: CalendarPerson): string {
  return parameterText(person.name) || person.email;
}

/**
 * A name as a quoted parameter value (CN="..."). RFC 5545 allows no double
 * quote and no control character there, and no escapes: a double quote
 * becomes an apostrophe; a line break, another control character or a
 * backslash (which ical-generator would double) a space; and a caret is
 * written `^^` (RFC 6868), so readers that decode carets show it once.
 */
function parameterText(name: string): string {
  return (
    name
      .replaceAll('"', "'")
      .replaceAll("\\", " ")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replaceAll("^", "^^")
  );
}
