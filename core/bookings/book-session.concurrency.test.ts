/**
 * No time is booked twice, however many ask at once (decision 066): the
 * database's exclusion constraint on its own, then the booking's transaction
 * under the calendar's lock, on PGlite and on PostgreSQL (where requests race
 * over a pool of their own connections).
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { saveClassInstance } from "#core/classes/save-class-instance";
import { type DatabaseHandle, openDatabase } from "#db/client";
import { queryRow } from "#db/query-rows";
import { bookingSettings, bookings, classInstances, type sessionTypes } from "#db/schema";
import type { WeeklyRange } from "#rules/booking-data";
import { insertSessionType } from "#tests/setup/booking-rows";
import { addClassType } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { bookSession } from "./book-session";

const database = withTestDatabase();

const RACING_APPLICATION = "booking-race";
let racingPool: DatabaseHandle | undefined;
afterEach(async () => {
  if (!racingPool) return;
  await racingPool.close();
  racingPool = undefined;
  // The pool's connections end after it resolves; the database is dropped
  // after the last test, which would otherwise cut them off mid-goodbye.
  await expect
    .poll(async () => {
      const racing = await queryRow<{ open: number }>(
        database.db(),
        sql`select count(*)::int as open from pg_stat_activity where application_name = ${RACING_APPLICATION}`,
      );
      return racing?.open;
    })
    .toBe(0);
});

/**
 * Where parallel requests go: on PostgreSQL a pool of 12 connections of its
 * own, so each request has its own session and they truly run at once; PGlite
 * has one connection and runs statements one at a time, transactions interleaving.
 */
async function racing(): Promise<DatabaseHandle["db"]> {
  const url = database.url();
  if (!url) return database.db();
  const address = new URL(url);
  address.searchParams.set("application_name", RACING_APPLICATION);
  // Overlapping inserts without the calendar's lock can wait on each other in
  // long chains; each link waits deadlock_timeout (1 s by default) before
  // PostgreSQL breaks it, which took 40 s for 50 inserts. A test database's
  // superuser may shorten it for these sessions.
  address.searchParams.set("options", "-c deadlock_timeout=50");
  if (!racingPool) {
    racingPool = await openDatabase({ databaseUrl: address.toString(), dataDir: "", migrate: false, poolSize: 12 });
    // Every connection open before the race, so the requests meet in the database and not in the pool's queue.
    const pool = racingPool.db;
    await Promise.all(Array.from({ length: 12 }, () => pool.execute(sql`select pg_sleep(0.05)`)));
  }
  return racingPool.db;
}

/** The SQLSTATE and constraint of a refused statement, through Drizzle's wrapping. */
function refusal(error: unknown): { code?: string; constraint?: string } {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint, cause } = current as { code?: string; constraint?: string; cause?: unknown };
    if (code) return { code, constraint };
    current = cause;
  }
  return {};
}

const EXCLUDED = { code: "23P01", constraint: "bookings_time_excl" };
/** How PostgreSQL refuses one of several overlapping inserts made at the same moment. */
const REFUSED_AT_ONCE = new Set([EXCLUDED.code, "40P01"]);

/** Inserts a booking row by hand, past every check of the code. */
function insertRaw(
  db: DatabaseHandle["db"],
  sessionTypeId: string,
  {
    from,
    until,
    status = "confirmed",
    email = "a@example.com",
  }: { from: string; until: string; status?: string; email?: string },
) {
  const cancelled = status === "cancelled" ? sql`now(), 'owner'` : sql`null, null`;
  return db.execute(sql`
    insert into bookings (session_type_id, starts_at, ends_at, blocked_from, blocked_until,
      visitor_time_zone, name, email, status, cancelled_at, cancelled_by)
    values (${sessionTypeId}, ${from}::timestamptz, ${until}::timestamptz, ${from}::timestamptz, ${until}::timestamptz,
      'UTC', 'Raw', ${email}, ${status}, ${cancelled})`);
}

async function refusedBy(write: Promise<unknown>) {
  try {
    await write;
    return null;
  } catch (error) {
    return refusal(error);
  }
}

const FREE_CONSULTATION = {
  name: "Free consultation",
  slug: "free-consultation",
  durationMinutes: 30,
  minNoticeMinutes: 0,
};

describe(`the exclusion constraint itself on ${backend}`, () => {
  it("refuses a second booking whose time overlaps one holding it, even by a minute, and takes one that only touches it", async () => {
    const type = await insertSessionType(database.db(), FREE_CONSULTATION);
    const db = database.db();
    await insertRaw(db, type.id, { from: "2030-06-03T14:00:00Z", until: "2030-06-03T15:00:00Z" });
    expect(
      await refusedBy(insertRaw(db, type.id, { from: "2030-06-03T14:59:00Z", until: "2030-06-03T16:00:00Z" })),
    ).toMatchObject(EXCLUDED);
    expect(
      await refusedBy(insertRaw(db, type.id, { from: "2030-06-03T13:00:00Z", until: "2030-06-03T18:00:00Z" })),
    ).toMatchObject(EXCLUDED);
    expect(
      await refusedBy(insertRaw(db, type.id, { from: "2030-06-03T15:00:00Z", until: "2030-06-03T16:00:00Z" })),
    ).toBeNull();
    expect(
      await refusedBy(insertRaw(db, type.id, { from: "2030-06-03T13:00:00Z", until: "2030-06-03T14:00:00Z" })),
    ).toBeNull();
    expect(await db.select().from(bookings)).toHaveLength(3);
  });

  it("lets a cancelled or declined booking lie under a held one, but not come back over it", async () => {
    const type = await insertSessionType(database.db(), FREE_CONSULTATION);
    const db = database.db();
    const slot = { from: "2030-06-03T14:00:00Z", until: "2030-06-03T15:00:00Z" };
    await insertRaw(db, type.id, { ...slot, status: "cancelled" });
    await insertRaw(db, type.id, { ...slot, status: "declined" });
    await insertRaw(db, type.id, { ...slot, status: "pending" });
    for (const status of ["confirmed", "completed", "no_show", "pending"]) {
      expect(await refusedBy(insertRaw(db, type.id, { ...slot, status })), status).toMatchObject(EXCLUDED);
    }
    expect(
      await refusedBy(
        db.execute(
          sql`update bookings set status = 'confirmed', cancelled_at = null, cancelled_by = null where status = 'cancelled'`,
        ),
      ),
    ).toMatchObject(EXCLUDED);
    expect((await db.select().from(bookings)).map((row) => row.status).sort()).toEqual([
      "cancelled",
      "declined",
      "pending",
    ]);
  });

  it("keeps exactly one of 50 inserts of one time sent at once, with no lock taken by the code", async () => {
    const type = await insertSessionType(database.db(), FREE_CONSULTATION);
    const db = await racing();
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        refusedBy(
          insertRaw(db, type.id, {
            from: "2030-06-03T14:00:00Z",
            until: "2030-06-03T15:00:00Z",
            email: `p${index}@example.com`,
          }),
        ),
      ),
    );
    // Inserts that truly run at once each add their row before checking the
    // others', so two can wait on each other; PostgreSQL then ends one with
    // deadlock_detected (40P01) instead of the constraint's own error. Either
    // way the insert is refused and nothing else is: that is all the app's
    // lock-free backstop has to do (its own path takes the calendar's lock).
    const tally = outcomes.map((outcome) => (outcome === null ? "stored" : (outcome.code ?? "no code")));
    expect(
      tally.filter((outcome) => outcome === "stored"),
      tally.join(", "),
    ).toHaveLength(1);
    expect(
      outcomes.filter((outcome) => outcome !== null && !REFUSED_AT_ONCE.has(outcome.code ?? "")),
      tally.join(", "),
    ).toEqual([]);
    expect(await database.db().select().from(bookings)).toHaveLength(1);
  });
});

const mail = testMailSettings();
const timeZone = "America/New_York";
/** Monday 2030-06-03, 08:00 in New York. */
const now = Date.parse("2030-06-03T12:00:00Z");
const WEEKDAYS_NINE_TO_FIVE: WeeklyRange[] = ([1, 2, 3, 4, 5] as const).map((weekday) => ({
  weekday,
  start: "09:00",
  end: "17:00",
}));

async function openHours(type: Partial<typeof sessionTypes.$inferInsert> = {}, newClientCap: number | null = null) {
  await database.db().insert(bookingSettings).values({ weeklyHours: WEEKDAYS_NINE_TO_FIVE, newClientCap });
  return insertSessionType(database.db(), {
    ...FREE_CONSULTATION,
    durationMinutes: 60,
    bufferAfterMinutes: 15,
    minNoticeMinutes: 60,
    ...type,
  });
}

function book(db: DatabaseHandle["db"], start: string, email: string) {
  return bookSession({
    db,
    slug: "free-consultation",
    input: { name: "Visitor", email, start, timeZone: "Asia/Kolkata" },
    timeZone,
    mail,
    now,
  });
}

describe(`booking at once on ${backend}`, () => {
  it("gives one of 50 visitors asking for one time the booking, and the others a time taken with the next free times", async () => {
    await openHours();
    const db = await racing();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => book(db, "2030-06-04T10:00:00-04:00", `visitor${index}@example.com`)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(49);
    for (const result of refused) {
      expect(result).toMatchObject({ error: "conflict", conflict: "taken" });
      if (result.ok || result.error !== "conflict" || result.conflict !== "taken") continue;
      const offered = result.nextSlots.map((slot) => new Date(slot.start).toISOString());
      expect(offered.length).toBeGreaterThan(0);
      expect(offered).not.toContain("2030-06-04T14:00:00.000Z");
    }
    const rows = await database.db().select().from(bookings);
    expect(rows.map((row) => row.startsAt.toISOString())).toEqual(["2030-06-04T14:00:00.000Z"]);
  });

  it("lets 2 of 10 new clients booking different times at once into a month capped at 2", async () => {
    await openHours({ countsTowardCap: true }, 2);
    const db = await racing();
    // Ten weekdays of June, one time on each, each by another new client.
    const days = ["04", "05", "06", "07", "10", "11", "12", "13", "14", "17"];
    const results = await Promise.all(
      days.map((day, index) => book(db, `2030-06-${day}T11:00:00-04:00`, `new${index}@example.com`)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    for (const result of results.filter((result) => !result.ok)) {
      expect(result).toMatchObject({ conflict: "month-full", month: "2030-06", nextOpening: "2030-07-01" });
    }
    const rows = await database.db().select().from(bookings);
    expect(rows.map((row) => row.capMonth)).toEqual(["2030-06", "2030-06"]);
  });

  it("keeps exactly one of a booking and a class date saved at once over the same time", async () => {
    await openHours();
    const classType = await addClassType(database.db());
    const db = await racing();
    // Five days, each with a visitor booking 10:00 while the owner publishes a 9:30-11:30 class.
    const days = ["2030-06-10", "2030-06-11", "2030-06-12", "2030-06-13", "2030-06-14"];
    const outcomes = await Promise.all(
      days.map(async (date) => {
        const [booking, classDate] = await Promise.all([
          book(db, `${date}T10:00:00-04:00`, `${date}@example.com`),
          saveClassInstance({
            db,
            input: {
              classTypeId: classType.id,
              date,
              time: "9:30 AM",
              durationMinutes: "120",
              location: "Online (Zoom)",
              price: "$49",
              capacity: "20",
              availableSpots: "20",
              status: "active",
            },
            today: "2030-06-03",
            actor: { adminUserId: null, actorEmail: "owner@example.com" },
            mail,
            timeZone,
          }),
        ]);
        return { date, booked: booking.ok, classSaved: classDate.ok, booking, classDate };
      }),
    );
    for (const outcome of outcomes) {
      expect(Number(outcome.booked) + Number(outcome.classSaved), outcome.date).toBe(1);
      if (!outcome.booked) expect(outcome.booking).toMatchObject({ conflict: "taken" });
      if (!outcome.classSaved) expect(outcome.classDate).toMatchObject({ conflict: "booked" });
    }
    const booked = (await database.db().select().from(bookings)).map((row) => row.startsAt.toISOString().slice(0, 10));
    const classes = (await database.db().select().from(classInstances)).map((row) => row.date);
    expect([...booked, ...classes].sort()).toEqual(days);
  });
});
