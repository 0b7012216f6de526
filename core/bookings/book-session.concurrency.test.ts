/**
 * No time is booked twice, however many ask at once (decision 066): the
 * database's exclusion constraint on its own, then the booking's transaction
 * under the calendar's lock, on PGlite and on PostgreSQL (where requests race
 * over a pool of their own connections).
 */
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client";
import { bookings } from "#db/schema";
import { addSessionType } from "#tests/setup/booking-test-rows";
import { backend, withTestDatabase } from "#tests/setup/database";

const database = withTestDatabase();

let racingPool: DatabaseHandle | undefined;
afterAll(async () => {
  await racingPool?.close();
});

/**
 * Where parallel requests go: on PostgreSQL a pool of 12 connections of its
 * own, so each request has its own session and they truly run at once; PGlite
 * has one connection and runs statements one at a time, transactions interleaving.
 */
async function racing(): Promise<DatabaseHandle["db"]> {
  const url = database.url();
  if (!url) return database.db();
  racingPool ??= await openDatabase({ databaseUrl: url, dataDir: "", migrate: false, poolSize: 12 });
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

describe(`the exclusion constraint itself on ${backend}`, () => {
  it("refuses a second booking whose time overlaps one holding it, even by a minute, and takes one that only touches it", async () => {
    const type = await addSessionType(database.db());
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
    const type = await addSessionType(database.db());
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
    const type = await addSessionType(database.db());
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
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome?.code === EXCLUDED.code)).toHaveLength(49);
    expect(await database.db().select().from(bookings)).toHaveLength(1);
  });
});
