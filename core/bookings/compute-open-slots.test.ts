/**
 * The availability engine checked against clocks read by Intl, not by the
 * Temporal code it uses: random weeks, overrides, buffers, notice, limits and
 * busy time in zones with 30- and 45-minute offsets and half-hour changes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ClockRange, Weekday, WeeklyRange } from "#rules/booking-data";
import { computeOpenSlots, type OpenSlot, type SlotRules, type TimeSpan } from "./compute-open-slots";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ZONES = [
  "America/New_York",
  "Europe/London",
  "Asia/Kolkata",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "UTC",
] as const;

// ---------------------------------------------------------------------------
// Clocks read with Intl only.

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The wall clock of an instant in a zone. */
function wallClock(instant: number, zone: string) {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    /** The wall clock read as if it were UTC, in milliseconds. */
    asUtc: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** How far the zone's clock is ahead of UTC at an instant (whole seconds are enough here). */
function offsetAt(instant: number, zone: string): number {
  const floored = Math.floor(instant / 1000) * 1000;
  return wallClock(floored, zone).asUtc - floored;
}

/**
 * The instant a zone's clock shows a date and time (minutes after midnight,
 * 1440 being the next midnight). An hour shown twice is its first showing; a
 * time skipped is read with the offset before the change, as a clock that
 * missed the change would show it.
 */
function instantOfWallClock(date: string, minutes: number, zone: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minutes * MINUTE;
  const before = offsetAt(wall - DAY, zone);
  const after = offsetAt(wall + DAY, zone);
  const fits = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => offsetAt(instant, zone) === wall - instant)
    .sort((a, b) => a - b);
  return fits[0] ?? wall - before;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

function isoWeekday(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

function clockMinutes(clock: string): number {
  const [hours, minutes] = clock.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The ranges a date is open, as spans of instants joined where they meet. */
function openSpans(rules: SlotRules, date: string): TimeSpan[] {
  const override = rules.overrides.find((candidate) => candidate.date === date);
  const ranges: readonly ClockRange[] =
    override?.ranges ?? rules.weeklyHours.filter((range) => range.weekday === isoWeekday(date));
  const spans = ranges
    .map((range) => ({
      start: instantOfWallClock(date, clockMinutes(range.start), rules.timeZone),
      end: instantOfWallClock(date, clockMinutes(range.end), rules.timeZone),
    }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  const joined: TimeSpan[] = [];
  for (const span of spans) {
    const last = joined[joined.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

// ---------------------------------------------------------------------------
// Random schedules.

/** A day's ranges: up to three, on a five-minute grid, some meeting or overlapping, some ending at 24:00. */
const dayRanges = fc
  .array(
    fc
      .tuple(fc.integer({ min: 0, max: 287 }), fc.integer({ min: 1, max: 96 }))
      .map(([start, length]) => ({ start: start * 5, end: Math.min(1440, start * 5 + length * 5) })),
    { maxLength: 3 },
  )
  .map((ranges) => ranges.map((range) => ({ start: clock(range.start), end: clock(range.end) })));

/** Weekly hours: zero to three ranges on each weekday. */
const weeklyHours = fc
  .tuple(dayRanges, dayRanges, dayRanges, dayRanges, dayRanges, dayRanges, dayRanges)
  .map((days): WeeklyRange[] =>
    days.flatMap((ranges, index) => ranges.map((range) => ({ ...range, weekday: (index + 1) as Weekday }))),
  );

/**
 * A moment in 2026, weighted towards the nights clocks change in the test
 * zones (New York, London, Lord Howe and Chatham), so those nights come up often.
 */
const CHANGE_NIGHTS = [
  "2026-03-08",
  "2026-11-01",
  "2026-03-29",
  "2026-10-25",
  "2026-04-05",
  "2026-10-04",
  "2026-09-27",
];
const now = fc.oneof(
  fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
  fc
    .tuple(fc.constantFrom(...CHANGE_NIGHTS), fc.integer({ min: -4 * 24 * 60, max: 24 * 60 }))
    .map(([date, minutes]) => Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE),
);

const scenario = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    weeklyHours,
    now,
    overrideDays: fc.array(fc.tuple(fc.integer({ min: -1, max: 8 }), dayRanges), { maxLength: 4 }),
    slotStepMinutes: fc.constantFrom(5, 10, 15, 20, 30, 45, 60, 90),
    durationMinutes: fc.constantFrom(5, 15, 30, 45, 60, 90, 150, 240),
    bufferBeforeMinutes: fc.constantFrom(0, 0, 5, 15, 30, 60),
    bufferAfterMinutes: fc.constantFrom(0, 0, 10, 15, 30, 90),
    minNoticeMinutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
    maxDaysAhead: fc.integer({ min: 1, max: 10 }),
    maxPerDay: fc.option(fc.integer({ min: 1, max: 3 })),
    fromOffset: fc.integer({ min: -2, max: 3 }),
    days: fc.integer({ min: 1, max: 10 }),
    /** Busy spans and same-type starts, in minutes from `now`. */
    busy: fc.array(
      fc.tuple(fc.integer({ min: -2 * 24 * 60, max: 14 * 24 * 60 }), fc.integer({ min: 1, max: 8 * 60 })),
      { maxLength: 12 },
    ),
    sameType: fc.array(fc.integer({ min: -2 * 24 * 60, max: 14 * 24 * 60 }), { maxLength: 6 }),
  })
  .map((drawn) => {
    const today = wallClock(drawn.now, drawn.timeZone).date;
    const rules: SlotRules = {
      timeZone: drawn.timeZone,
      weeklyHours: drawn.weeklyHours,
      overrides: [...new Map(drawn.overrideDays.map(([days, ranges]) => [addDays(today, days), ranges]))].map(
        ([date, ranges]) => ({ date, ranges }),
      ),
      slotStepMinutes: drawn.slotStepMinutes,
      durationMinutes: drawn.durationMinutes,
      bufferBeforeMinutes: drawn.bufferBeforeMinutes,
      bufferAfterMinutes: drawn.bufferAfterMinutes,
      minNoticeMinutes: drawn.minNoticeMinutes,
      maxDaysAhead: drawn.maxDaysAhead,
      maxPerDay: drawn.maxPerDay,
      sameTypeStarts: drawn.sameType.map((minutes) => drawn.now + minutes * MINUTE),
      busy: drawn.busy.map(([start, length]) => ({
        start: drawn.now + start * MINUTE,
        end: drawn.now + (start + length) * MINUTE,
      })),
    };
    return { rules, now: drawn.now, today, from: addDays(today, drawn.fromOffset), days: drawn.days };
  });

function slotsOf(input: { rules: SlotRules; now: number; from: string; days: number }): OpenSlot[] {
  return computeOpenSlots({ rules: input.rules, now: input.now, from: input.from, days: input.days });
}

// ---------------------------------------------------------------------------

describe("open slots, for any schedule", () => {
  const runs = { numRuns: 400 };

  it("offer no time whose buffers reach into busy time", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { bufferBeforeMinutes, bufferAfterMinutes, busy } = input.rules;
        for (const slot of slotsOf(input)) {
          const from = slot.start - bufferBeforeMinutes * MINUTE;
          const until = slot.end + bufferAfterMinutes * MINUTE;
          for (const span of busy) expect(span.start >= until || span.end <= from).toBe(true);
        }
      }),
      runs,
    );
  });

  it("start no sooner than the notice and last exactly the session's length in real time", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        for (const slot of slotsOf(input)) {
          expect(slot.start).toBeGreaterThanOrEqual(input.now + input.rules.minNoticeMinutes * MINUTE);
          expect(slot.end - slot.start).toBe(input.rules.durationMinutes * MINUTE);
        }
      }),
      runs,
    );
  });

  it("lie inside the hours of their business date, on the days asked for and no further ahead than allowed", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const lastDay = addDays(input.today, input.rules.maxDaysAhead);
        const lastAsked = addDays(input.from, input.days - 1);
        for (const slot of slotsOf(input)) {
          const date = wallClock(slot.start, input.rules.timeZone).date;
          expect(slot.date).toBe(date);
          expect(date <= lastDay).toBe(true);
          expect(date >= input.from && date <= lastAsked).toBe(true);
          const inside = openSpans(input.rules, date).some((span) => span.start <= slot.start && slot.end <= span.end);
          expect(inside, `${new Date(slot.start).toISOString()} on ${date}`).toBe(true);
        }
      }),
      runs,
    );
  });

  it("come sorted, each start once, with no day past its limit of this type", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const slots = slotsOf(input);
        for (let index = 1; index < slots.length; index += 1) {
          expect((slots[index] as OpenSlot).start).toBeGreaterThan((slots[index - 1] as OpenSlot).start);
        }
        const { maxPerDay, sameTypeStarts, timeZone } = input.rules;
        if (maxPerDay === null) return;
        for (const slot of slots) {
          const booked = sameTypeStarts.filter((start) => wallClock(start, timeZone).date === slot.date).length;
          expect(booked).toBeLessThan(maxPerDay);
        }
      }),
      runs,
    );
  });

  it("leave out no time that breaks no rule", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const offered = new Set(slotsOf(input).map((slot) => slot.start));
        const { rules } = input;
        const lastDay = addDays(input.today, rules.maxDaysAhead);
        for (let index = 0; index < input.days; index += 1) {
          const date = addDays(input.from, index);
          if (date > lastDay) break;
          const booked = rules.sameTypeStarts.filter((start) => wallClock(start, rules.timeZone).date === date).length;
          if (rules.maxPerDay !== null && booked >= rules.maxPerDay) continue;
          for (const span of openSpans(rules, date)) {
            for (let start = span.start; start + rules.durationMinutes * MINUTE <= span.end; ) {
              const end = start + rules.durationMinutes * MINUTE;
              const from = start - rules.bufferBeforeMinutes * MINUTE;
              const until = end + rules.bufferAfterMinutes * MINUTE;
              const free = rules.busy.every((busy) => busy.start >= until || busy.end <= from);
              if (start >= input.now + rules.minNoticeMinutes * MINUTE && free) {
                expect(offered.has(start), new Date(start).toISOString()).toBe(true);
              }
              start += rules.slotStepMinutes * MINUTE;
            }
          }
        }
      }),
      runs,
    );
  });
});

// ---------------------------------------------------------------------------

/** An instant as a person in a zone reads it: "Sun Mar 8 09:00". */
function shown(instant: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.month} ${parts.day} ${parts.hour}:${parts.minute}`;
}

const EVERY_DAY: Weekday[] = [1, 2, 3, 4, 5, 6, 7];

function dailyRules(timeZone: string, start: string, end: string, overrides: Partial<SlotRules> = {}): SlotRules {
  return {
    timeZone,
    weeklyHours: EVERY_DAY.map((weekday) => ({ weekday, start, end })),
    overrides: [],
    slotStepMinutes: 60,
    durationMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minNoticeMinutes: 0,
    maxDaysAhead: 365,
    maxPerDay: null,
    sameTypeStarts: [],
    busy: [],
    ...overrides,
  };
}

/** Each day's 09:00 session, as the owner, a visitor in Kolkata and one on Lord Howe Island read it. */
function nineOClocks(timeZone: string, from: string, days: number) {
  const slots = computeOpenSlots({
    rules: dailyRules(timeZone, "09:00", "10:00"),
    now: Date.UTC(2026, 0, 1),
    from,
    days,
  });
  return slots.map((slot) => ({
    utc: new Date(slot.start).toISOString().slice(0, 16),
    owner: shown(slot.start, timeZone),
    kolkata: shown(slot.start, "Asia/Kolkata"),
    lordHowe: shown(slot.start, "Australia/Lord_Howe"),
  }));
}

describe("open slots across daylight-saving changes", () => {
  it("keep New York's 09:00 at 09:00 on the night clocks spring forward, and visitors see it an hour earlier", () => {
    expect(nineOClocks("America/New_York", "2026-03-07", 3)).toEqual([
      { utc: "2026-03-07T14:00", owner: "Sat Mar 7 09:00", kolkata: "Sat Mar 7 19:30", lordHowe: "Sun Mar 8 01:00" },
      { utc: "2026-03-08T13:00", owner: "Sun Mar 8 09:00", kolkata: "Sun Mar 8 18:30", lordHowe: "Mon Mar 9 00:00" },
      { utc: "2026-03-09T13:00", owner: "Mon Mar 9 09:00", kolkata: "Mon Mar 9 18:30", lordHowe: "Tue Mar 10 00:00" },
    ]);
  });

  it("keep New York's 09:00 at 09:00 when clocks fall back, and visitors see it an hour later", () => {
    expect(nineOClocks("America/New_York", "2026-10-31", 3)).toEqual([
      { utc: "2026-10-31T13:00", owner: "Sat Oct 31 09:00", kolkata: "Sat Oct 31 18:30", lordHowe: "Sun Nov 1 00:00" },
      { utc: "2026-11-01T14:00", owner: "Sun Nov 1 09:00", kolkata: "Sun Nov 1 19:30", lordHowe: "Mon Nov 2 01:00" },
      { utc: "2026-11-02T14:00", owner: "Mon Nov 2 09:00", kolkata: "Mon Nov 2 19:30", lordHowe: "Tue Nov 3 01:00" },
    ]);
  });

  it("keep London's 09:00 at 09:00 across both of its changes", () => {
    expect(nineOClocks("Europe/London", "2026-03-28", 3)).toEqual([
      { utc: "2026-03-28T09:00", owner: "Sat Mar 28 09:00", kolkata: "Sat Mar 28 14:30", lordHowe: "Sat Mar 28 20:00" },
      { utc: "2026-03-29T08:00", owner: "Sun Mar 29 09:00", kolkata: "Sun Mar 29 13:30", lordHowe: "Sun Mar 29 19:00" },
      { utc: "2026-03-30T08:00", owner: "Mon Mar 30 09:00", kolkata: "Mon Mar 30 13:30", lordHowe: "Mon Mar 30 19:00" },
    ]);
    expect(nineOClocks("Europe/London", "2026-10-24", 3)).toEqual([
      { utc: "2026-10-24T08:00", owner: "Sat Oct 24 09:00", kolkata: "Sat Oct 24 13:30", lordHowe: "Sat Oct 24 19:00" },
      { utc: "2026-10-25T09:00", owner: "Sun Oct 25 09:00", kolkata: "Sun Oct 25 14:30", lordHowe: "Sun Oct 25 20:00" },
      { utc: "2026-10-26T09:00", owner: "Mon Oct 26 09:00", kolkata: "Mon Oct 26 14:30", lordHowe: "Mon Oct 26 20:00" },
    ]);
  });

  it("move only by Lord Howe's half hour for a visitor there when her clocks change and the owner's do not", () => {
    // Lord Howe goes from +11:00 to +10:30 at 02:00 on Sunday 5 April, and back on Sunday 4 October.
    expect(nineOClocks("America/New_York", "2026-04-03", 3).map((slot) => [slot.owner, slot.lordHowe])).toEqual([
      ["Fri Apr 3 09:00", "Sat Apr 4 00:00"],
      ["Sat Apr 4 09:00", "Sun Apr 5 00:00"],
      ["Sun Apr 5 09:00", "Sun Apr 5 23:30"],
    ]);
    expect(nineOClocks("Europe/London", "2026-10-02", 3).map((slot) => [slot.owner, slot.lordHowe])).toEqual([
      ["Fri Oct 2 09:00", "Fri Oct 2 18:30"],
      ["Sat Oct 3 09:00", "Sat Oct 3 18:30"],
      ["Sun Oct 4 09:00", "Sun Oct 4 19:00"],
    ]);
  });

  /** Half-hour starts of a Sunday 00:00-04:00 range, by the owner's clock and in UTC. */
  function nightStarts(timeZone: string, date: string) {
    const slots = computeOpenSlots({
      rules: {
        ...dailyRules(timeZone, "00:00", "04:00", { slotStepMinutes: 30, durationMinutes: 30 }),
        weeklyHours: [{ weekday: 7, start: "00:00", end: "04:00" }],
      },
      now: Date.UTC(2026, 0, 1),
      from: date,
      days: 1,
    });
    return {
      clock: slots.map((slot) => shown(slot.start, timeZone).slice(-5)),
      utc: slots.map((slot) => new Date(slot.start).toISOString().slice(11, 16)),
      realHours: slots.length === 0 ? 0 : ((slots.at(-1) as OpenSlot).end - (slots[0] as OpenSlot).start) / HOUR,
    };
  }

  it("give three real hours of starts over 00:00-04:00 on the night clocks spring forward", () => {
    expect(nightStarts("America/New_York", "2026-03-08")).toEqual({
      clock: ["00:00", "00:30", "01:00", "01:30", "03:00", "03:30"],
      utc: ["05:00", "05:30", "06:00", "06:30", "07:00", "07:30"],
      realHours: 3,
    });
    expect(nightStarts("Europe/London", "2026-03-29")).toEqual({
      clock: ["00:00", "00:30", "02:00", "02:30", "03:00", "03:30"],
      utc: ["00:00", "00:30", "01:00", "01:30", "02:00", "02:30"],
      realHours: 3,
    });
  });

  it("give five real hours of starts over 00:00-04:00 on the night clocks fall back, the repeated hour once each time it passes", () => {
    expect(nightStarts("America/New_York", "2026-11-01")).toEqual({
      clock: ["00:00", "00:30", "01:00", "01:30", "01:00", "01:30", "02:00", "02:30", "03:00", "03:30"],
      utc: ["04:00", "04:30", "05:00", "05:30", "06:00", "06:30", "07:00", "07:30", "08:00", "08:30"],
      realHours: 5,
    });
    expect(nightStarts("Europe/London", "2026-10-25")).toEqual({
      clock: ["00:00", "00:30", "01:00", "01:30", "01:00", "01:30", "02:00", "02:30", "03:00", "03:30"],
      utc: ["23:00", "23:30", "00:00", "00:30", "01:00", "01:30", "02:00", "02:30", "03:00", "03:30"],
      realHours: 5,
    });
  });

  it("give three and a half real hours over 00:00-04:00 when Lord Howe's clocks jump half an hour", () => {
    expect(nightStarts("Australia/Lord_Howe", "2026-10-04")).toMatchObject({
      clock: ["00:00", "00:30", "01:00", "01:30", "02:30", "03:00", "03:30"],
      realHours: 3.5,
    });
    expect(nightStarts("Australia/Lord_Howe", "2026-04-05")).toMatchObject({
      clock: ["00:00", "00:30", "01:00", "01:30", "01:30", "02:00", "02:30", "03:00", "03:30"],
      realHours: 4.5,
    });
  });
});
