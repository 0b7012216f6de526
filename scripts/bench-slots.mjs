// `npm run bench:slots`: the time to compute a month of open booking times
// for a realistic schedule (weekly hours of two ranges on five days, 30-minute
// steps, a 60-minute session with 15-minute buffers, about 40 bookings, 8 class
// dates and 30 outside busy times in the month), p50 and p95 over many runs
// after a warm-up: the pure function alone (core/bookings/compute-open-slots.ts),
// and the whole read a booking page makes (core/bookings/list-open-slots.ts)
// from an embedded PGlite database holding those rows, into BENCHMARKS.md.
// The sources are TypeScript: they are loaded through tsx.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";
import { root, writeBenchmarkSection } from "./lib/production-server.mjs";

register();
const load = (file) => import(pathToFileURL(path.join(root, file)).href);

const PURE_RUNS = Number(process.env.BENCH_SLOT_RUNS ?? 2000);
const READ_RUNS = Number(process.env.BENCH_SLOT_READS ?? 300);
const WARM_UP = 50;

const TIME_ZONE = "America/New_York";
/** March 2026: New York's clocks spring forward on the 8th, inside the month. */
const FROM = "2026-03-01";
const DAYS = 31;
const NOW = Date.parse("2026-02-28T12:00:00Z");
const MINUTE = 60_000;

const WEEKLY_HOURS = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, start: "09:00", end: "12:00" },
  { weekday, start: "13:00", end: "17:00" },
]);
const OVERRIDES = [
  { date: "2026-03-13", ranges: [] },
  { date: "2026-03-21", ranges: [{ start: "10:00", end: "13:00" }] },
];
const SESSION = {
  durationMinutes: 60,
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 1440,
  maxDaysAhead: 60,
  maxPerDay: null,
};

/** The schedule's rules as core/bookings/compute-open-slots.ts takes them. */
function slotRules(sameTypeStarts, busy) {
  return {
    timeZone: TIME_ZONE,
    weeklyHours: WEEKLY_HOURS,
    overrides: OVERRIDES,
    slotStepMinutes: 30,
    ...SESSION,
    sameTypeStarts,
    busy,
  };
}

/** A small seeded generator, so every run measures the same month. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function measure(runs, work) {
  for (let i = 0; i < WARM_UP; i++) await work();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * The month's taken time: 40 bookings on open times that do not overlap, 8
 * two-hour class dates in working hours, 30 outside appointments of 30 to 120
 * minutes between 08:00 and 18:00.
 */
function monthOfBusyTime(computeOpenSlots) {
  const next = random(66);
  const open = computeOpenSlots({ rules: slotRules([], []), now: NOW, from: FROM, days: DAYS });
  const bookings = [];
  const blocked = (slot) => ({
    start: slot.start - SESSION.bufferBeforeMinutes * MINUTE,
    end: slot.end + SESSION.bufferAfterMinutes * MINUTE,
  });
  while (bookings.length < 40) {
    const slot = open[Math.floor(next() * open.length)];
    const span = blocked(slot);
    if (bookings.every((taken) => span.end <= taken.blockedFrom || span.start >= taken.blockedUntil)) {
      bookings.push({ start: slot.start, end: slot.end, blockedFrom: span.start, blockedUntil: span.end });
    }
  }
  const classDates = Array.from({ length: 8 }, (_, index) => ({
    date: `2026-03-${String(2 + index * 3 + (index % 2)).padStart(2, "0")}`,
    time: index % 2 ? "2:00 PM" : "10:00 AM",
  }));
  const outside = Array.from({ length: 30 }, () => {
    const day = 1 + Math.floor(next() * 31);
    const start =
      Date.parse(`2026-03-${String(day).padStart(2, "0")}T13:00:00Z`) + Math.floor(next() * 20) * 30 * MINUTE;
    return { start, end: start + (1 + Math.floor(next() * 4)) * 30 * MINUTE };
  });
  return { bookings, classDates, outside };
}

async function pureFunction(computeOpenSlots, classTimes, busyTime) {
  const busy = [
    ...busyTime.bookings.map((booking) => ({ start: booking.blockedFrom, end: booking.blockedUntil })),
    ...busyTime.classDates.map((classDate) => {
      const times = classTimes({ ...classDate, timeZone: TIME_ZONE, durationMinutes: 120 });
      return { start: times.start.getTime(), end: times.end.getTime() };
    }),
    ...busyTime.outside,
  ];
  const rules = slotRules(
    busyTime.bookings.map((booking) => booking.start),
    busy,
  );
  let count = 0;
  const timing = await measure(PURE_RUNS, () => {
    count = computeOpenSlots({ rules, now: NOW, from: FROM, days: DAYS }).length;
  });
  return { ...timing, count };
}

async function databaseRead(busyTime) {
  const { openDatabase } = await load("db/client.ts");
  const schema = await load("db/schema.ts");
  const { listOpenSlots } = await load("core/bookings/list-open-slots.ts");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-slots-"));
  const database = await openDatabase({ databaseUrl: null, dataDir, durability: "relaxed" });
  try {
    const { db } = database;
    const [sessionType] = await db
      .insert(schema.sessionTypes)
      .values({ name: "Money Strategy Session", slug: "money-strategy-session", status: "active", ...SESSION })
      .returning();
    await db.insert(schema.bookingSettings).values({ weeklyHours: WEEKLY_HOURS, slotStepMinutes: 30 });
    await db.insert(schema.availabilityOverrides).values(OVERRIDES);
    await db.insert(schema.bookings).values(
      busyTime.bookings.map((booking, index) => ({
        sessionTypeId: sessionType.id,
        startsAt: new Date(booking.start),
        endsAt: new Date(booking.end),
        blockedFrom: new Date(booking.blockedFrom),
        blockedUntil: new Date(booking.blockedUntil),
        visitorTimeZone: "America/Chicago",
        name: `Client ${index}`,
        email: `client${index}@example.com`,
        status: "confirmed",
      })),
    );
    const [classType] = await db
      .insert(schema.classTypes)
      .values({ title: "Budget Basics", slug: "budget-basics", description: "A month's plan.", status: "active" })
      .returning();
    await db.insert(schema.classInstances).values(
      busyTime.classDates.map((classDate) => ({
        classTypeId: classType.id,
        ...classDate,
        durationMinutes: 120,
        location: "Online (Zoom)",
        price: "$49",
        status: "active",
      })),
    );
    await db
      .insert(schema.externalBusyTimes)
      .values(busyTime.outside.map((span) => ({ startsAt: new Date(span.start), endsAt: new Date(span.end) })));
    let count = 0;
    const timing = await measure(READ_RUNS, async () => {
      const list = await listOpenSlots({ db, sessionType, timeZone: TIME_ZONE, now: NOW, from: FROM, days: DAYS });
      count = list.slots.length;
    });
    return { ...timing, count };
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const { computeOpenSlots } = await load("core/bookings/compute-open-slots.ts");
const { classTimes } = await load("rules/class-schedule.ts");
const busyTime = monthOfBusyTime(computeOpenSlots);
const loadBefore = os.loadavg()[0];
const pure = await pureFunction(computeOpenSlots, classTimes, busyTime);
console.log(`pure function: p50 ${pure.p50.toFixed(2)} ms, p95 ${pure.p95.toFixed(2)} ms, ${pure.count} times`);
const read = await databaseRead(busyTime);
console.log(
  `listOpenSlots on PGlite: p50 ${read.p50.toFixed(2)} ms, p95 ${read.p95.toFixed(2)} ms, ${read.count} times`,
);
const loadAfter = os.loadavg()[0];
if (read.count !== pure.count) throw new Error(`the read offered ${read.count} times, the function ${pure.count}`);

const ms = (value) => `${value.toFixed(2)} ms`;
writeBenchmarkSection(
  "slots",
  `## Open booking times for a month

\`npm run bench:slots\`, ${new Date().toISOString().slice(0, 10)}: the open times of one session type over the 31 days of March 2026 in America/New_York (its clocks spring forward on the 8th). Weekly hours 09:00-12:00 and 13:00-17:00 Monday to Friday, a day off and a Saturday of extra hours, starts every 30 minutes, a 60-minute session with 15 minutes before and after, 24 hours' notice. Taken time in the month: ${busyTime.bookings.length} bookings, ${busyTime.classDates.length} two-hour class dates and ${busyTime.outside.length} outside appointments (30 to 120 minutes). Each measure runs ${WARM_UP} times to warm up, then ${PURE_RUNS} (function) or ${READ_RUNS} (read) times one after another.

| what | p50 | p95 |
|---|---:|---:|
| \`computeOpenSlots\` (pure, the rules already in memory) | ${ms(pure.p50)} | ${ms(pure.p95)} |
| \`listOpenSlots\` on embedded PGlite (settings, overrides, bookings, class dates and busy times read, then computed) | ${ms(read.p50)} | ${ms(read.p95)} |

Both give the same ${pure.count} times (the script checks it). A booking's own transaction re-computes only the day of its time (\`days: 1\`) under the calendar's lock. Node ${process.version}; the machine has 2 cores shared with other work, its 1-minute load average was ${loadBefore.toFixed(1)} at the start and ${loadAfter.toFixed(1)} at the end, so these times are upper bounds.`,
);
