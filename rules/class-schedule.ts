import { wallClock } from "./class-time";

/**
 * When a class date starts and ends as instants, from its calendar date, the
 * free-text time the owner typed ("6:30 PM ET", "18:30") and the business's
 * time zone. Pure, so the calendar file, the emails and the structured data agree.
 */

/** Until class dates carry their own length, every class lasts this long. */
export const DEFAULT_CLASS_DURATION_MINUTES = 120;

/** "Thursday, March 12, 2026 at 6:30 PM EDT" with the zone given beside these. */
export const LONG_DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

const CLOCK = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m?\.?/i;
const TWENTY_FOUR_HOUR = /^\s*(\d{1,2}):(\d{2})(?!\s*[ap])/i;

/** Minutes after midnight of the first time of day in the text, or null when there is none. */
export function minutesOfDay(time: string): number | null {
  const twentyFour = TWENTY_FOUR_HOUR.exec(time);
  if (twentyFour) {
    const hours = Number(twentyFour[1]);
    const minutes = Number(twentyFour[2]);
    return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
  }
  const clock = CLOCK.exec(time);
  if (!clock) return null;
  const hours = Number(clock[1]);
  const minutes = Number(clock[2] ?? "0");
  if (hours < 1 || hours > 12 || minutes > 59) return null;
  const pm = clock[3]?.toLowerCase() === "p";
  return ((hours % 12) + (pm ? 12 : 0)) * 60 + minutes;
}

/** The instant a wall-clock time in `timeZone` names (a time skipped by a DST change moves forward). */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  let instant = wall - wallClock(wall, timeZone).offsetMinutes * 60_000;
  instant = wall - wallClock(instant, timeZone).offsetMinutes * 60_000;
  return new Date(instant);
}

export type ClassTimes = { start: Date; end: Date };

/** The start and end of a class date; null when its time names no time of day. */
export function classTimes({
  date,
  time,
  timeZone,
  durationMinutes = DEFAULT_CLASS_DURATION_MINUTES,
}: {
  date: string;
  time: string;
  timeZone: string;
  durationMinutes?: number;
}): ClassTimes | null {
  const minutes = minutesOfDay(time);
  if (minutes === null) return null;
  const start = zonedInstant(date, minutes, timeZone);
  return { start, end: new Date(start.getTime() + durationMinutes * 60_000) };
}
