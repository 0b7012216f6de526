/**
 * The times a session type can be booked: pure, so the public page, the
 * booking's own transaction and the owner's preview all ask the same question
 * and get the same answer (decision 066).
 *
 * Wall-clock hours become instants through Temporal (the polyfill until Node
 * has it), never by adding hours to a clock time. Within one range of hours
 * the start times step in real minutes from the range's first instant, so a
 * daylight-saving change inside a range neither skips nor repeats a time: on
 * the night clocks go back, a range over 1:00-2:00 really is an hour longer.
 * A clock time that does not exist that day (2:30 when clocks jump from 2:00
 * to 3:00) is read as the same moment a clock that missed the jump would
 * show (Temporal's "compatible").
 */
import { Temporal } from "temporal-polyfill";
import type { ClockRange, WeeklyRange } from "#rules/booking-data";
import { minutesOfClock } from "#rules/booking-data";

/** A span of time in epoch milliseconds, the end not included. */
export type TimeSpan = { start: number; end: number };

export type SlotRules = {
  /** The business's IANA zone: the zone of weekly hours, overrides and days. */
  timeZone: string;
  weeklyHours: readonly WeeklyRange[];
  /** Dates (YYYY-MM-DD, business zone) whose hours replace the week's; no ranges is a day off. */
  overrides: readonly { date: string; ranges: readonly ClockRange[] }[];
  slotStepMinutes: number;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  maxDaysAhead: number;
  maxPerDay: number | null;
  /** Starts of this type's bookings that hold their time, for maxPerDay. */
  sameTypeStarts: readonly number[];
  /**
   * Time already taken: other bookings with their buffers (as the database's
   * exclusion constraint sees them), class dates, outside busy times.
   */
  busy: readonly TimeSpan[];
};

export type OpenSlot = TimeSpan & {
  /** The business's calendar date of the start (YYYY-MM-DD). */
  date: string;
};

const MINUTE = 60_000;

/**
 * Open slots whose start falls on the business dates from `from` for `days`
 * days, at `now`. Each slot's time with its buffers overlaps nothing in
 * `busy`; none starts before the notice or after the last bookable day.
 */
export function computeOpenSlots(options: { rules: SlotRules; now: number; from: string; days: number }): OpenSlot[] {
  const { rules, now } = options;
  const zone = rules.timeZone;
  const today = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate();
  const lastDay = today.add({ days: rules.maxDaysAhead });
  const earliestStart = now + rules.minNoticeMinutes * MINUTE;
  const step = Math.max(1, rules.slotStepMinutes) * MINUTE;
  const duration = rules.durationMinutes * MINUTE;
  const before = rules.bufferBeforeMinutes * MINUTE;
  const after = rules.bufferAfterMinutes * MINUTE;

  const overrides = new Map(rules.overrides.map((override) => [override.date, override.ranges]));
  const busy = [...rules.busy].sort((a, b) => a.start - b.start);
  const perDay = countByDate(rules.sameTypeStarts, zone);
  const slots: OpenSlot[] = [];

  let day = Temporal.PlainDate.from(options.from);
  for (let index = 0; index < options.days; index += 1, day = day.add({ days: 1 })) {
    if (Temporal.PlainDate.compare(day, lastDay) > 0) break;
    const date = day.toString();
    if (rules.maxPerDay !== null && (perDay.get(date) ?? 0) >= rules.maxPerDay) continue;
    const ranges = overrides.get(date) ?? rules.weeklyHours.filter((range) => range.weekday === day.dayOfWeek);
    for (const range of mergeClockRanges(ranges)) {
      const rangeStart = instantOf(day, range.start, zone);
      const rangeEnd = instantOf(day, range.end, zone);
      for (let start = rangeStart; start + duration <= rangeEnd; start += step) {
        if (start < earliestStart) continue;
        const end = start + duration;
        if (overlapsAny(busy, start - before, end + after)) continue;
        slots.push({ start, end, date: dateOf(start, zone) });
      }
    }
  }
  // Ranges are merged per day and days run forward, but a range that runs past
  // midnight of a day whose clocks moved can meet the next day's; keep each start once.
  slots.sort((a, b) => a.start - b.start);
  return slots.filter((slot, index) => index === 0 || slot.start !== slots[index - 1]?.start);
}

/** A day's ranges in order with overlapping or touching ones joined, unreadable ones left out. */
function mergeClockRanges(ranges: readonly ClockRange[]): { start: number; end: number }[] {
  const minutes = ranges
    .map((range) => ({ start: minutesOfClock(range.start), end: minutesOfClock(range.end) }))
    .filter((range): range is { start: number; end: number } => range.start !== null && range.end !== null)
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const range of minutes) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** The instant of a clock time (minutes after midnight, 1440 is the next midnight) on a date in a zone. */
function instantOf(day: Temporal.PlainDate, minutes: number, zone: string): number {
  const date = minutes >= 24 * 60 ? day.add({ days: 1 }) : day;
  const clock = minutes % (24 * 60);
  const time = new Temporal.PlainTime(Math.floor(clock / 60), clock % 60);
  return date.toZonedDateTime({ timeZone: zone, plainTime: time }).epochMilliseconds;
}

function dateOf(instant: number, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).toPlainDate().toString();
}

function countByDate(starts: readonly number[], zone: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const start of starts) {
    const date = dateOf(start, zone);
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

/** Whether [start, end) overlaps any span of `sorted` (sorted by start). */
function overlapsAny(sorted: readonly TimeSpan[], start: number, end: number): boolean {
  for (const span of sorted) {
    if (span.start >= end) return false;
    if (span.end > start) return true;
  }
  return false;
}
