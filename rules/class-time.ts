/**
 * A class's time is free text as the owner types it ("6:30 PM ET", "18:30",
 * "10 a.m."). Search engines need the clock time it names, so the form only
 * takes text from which one can be read.
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
