/**
 * A class's time is free text as the owner types it ("6:30 PM ET", "18:30",
 * "10 a.m."). Search engines need the clock time it names, so the form only
 * takes text from which one can be read, and the pages turn it into a
 * date-time with its zone's offset. Pure, so the pages can run it in the browser.
 */

export type ClockTime = {
  hour: number;
  minute: number;
  /** The IANA zone the text names with a US abbreviation (ET, PT...), when it names one. */
  timeZone: string | null;
};

const US_ZONES: Record<string, string> = {
  et: "America/New_York",
  est: "America/New_York",
  edt: "America/New_York",
  eastern: "America/New_York",
  ct: "America/Chicago",
  cst: "America/Chicago",
  cdt: "America/Chicago",
  central: "America/Chicago",
  mt: "America/Denver",
  mst: "America/Denver",
  mdt: "America/Denver",
  mountain: "America/Denver",
  pt: "America/Los_Angeles",
  pst: "America/Los_Angeles",
  pdt: "America/Los_Angeles",
  pacific: "America/Los_Angeles",
};

const CLOCK = /\b(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?![\w:])/gi;
const ZONE = /\b(et|est|edt|eastern|ct|cst|cdt|central|mt|mst|mdt|mountain|pt|pst|pdt|pacific)\b/i;

/** The start time named by `text`, or null when none can be read. */
export function readClockTime(text: string): ClockTime | null {
  const lower = text.toLowerCase();
  const zoneMatch = ZONE.exec(lower);
  const timeZone = zoneMatch?.[1] ? (US_ZONES[zoneMatch[1]] ?? null) : null;
  if (/\bnoon\b/.test(lower) && !/\d/.test(lower)) return { hour: 12, minute: 0, timeZone };

  const clocks = [...lower.matchAll(CLOCK)];
  const first = clocks[0];
  if (!first) return null;
  let hour = Number(first[1]);
  const minute = first[2] === undefined ? 0 : Number(first[2]);
  // "6-8 PM": the start takes the meridiem written after the range.
  const second = clocks[1];
  const between = second ? lower.slice(first.index + first[0].length, second.index) : "";
  const meridiem = first[3] ?? (/^\s*(-|–|to)\s*$/.test(between) ? second?.[3] : undefined);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.startsWith("p");
    hour = (hour % 12) + (pm ? 12 : 0);
  } else {
    // A bare number is a clock time only when written as one ("18:30"), not "Room 2".
    if (first[2] === undefined || hour > 23) return null;
  }
  return { hour, minute, timeZone };
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading in `timeZone` at `instant`, as UTC milliseconds, and its offset in minutes. */
export function wallClock(instant: number, timeZone: string): { wall: number; offsetMinutes: number } {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return { wall, offsetMinutes: Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000) };
}

function isoWithOffset(instant: number, timeZone: string): string {
  const { wall, offsetMinutes } = wallClock(instant, timeZone);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${new Date(wall).toISOString().slice(0, 19)}${sign}${hours}:${minutes}`;
}

/**
 * A local date and clock time in `timeZone` as ISO 8601 with that day's UTC
 * offset ("2026-12-02T18:00:00-05:00"), and the end `durationMinutes` later.
 * A time that does not exist (skipped by a spring-forward change) moves
 * forward by the size of the gap, as clocks do.
 */
export function zonedTimeSpan({
  date,
  hour,
  minute,
  timeZone,
  durationMinutes,
}: {
  date: string;
  hour: number;
  minute: number;
  timeZone: string;
  durationMinutes: number;
}): { start: string; end: string } {
  const [year, month, day] = date.split("-").map(Number);
  const asIfUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour, minute);
  let start = asIfUtc - wallClock(asIfUtc, timeZone).offsetMinutes * 60_000;
  const corrected = asIfUtc - wallClock(start, timeZone).offsetMinutes * 60_000;
  if (wallClock(corrected, timeZone).wall === asIfUtc) start = corrected;
  return {
    start: isoWithOffset(start, timeZone),
    end: isoWithOffset(start + durationMinutes * 60_000, timeZone),
  };
}
