const formatters = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date (YYYY-MM-DD) where the business is. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Building a formatter is slow; this runs on every page request.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading in `timeZone` at `instant`, as UTC milliseconds, and its offset in minutes. */
function wallClock(instant: number, timeZone: string): { wall: number; offsetMinutes: number } {
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
