import type { Database } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";

/** Builders for booking rows written straight to the tables; each returns the inserted row. */

export async function addSessionType(db: Database, values: Partial<typeof sessionTypes.$inferInsert> = {}) {
  const [row] = await db
    .insert(sessionTypes)
    .values({
      name: "Free consultation",
      slug: "free-consultation",
      durationMinutes: 30,
      minNoticeMinutes: 0,
      status: "active",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no session type");
  return row;
}

/** A confirmed booking of `minutes` from `start`, its buffers as given (none by default). */
export async function addBooking(
  db: Database,
  sessionTypeId: string,
  {
    start,
    minutes = 30,
    before = 0,
    after = 0,
    ...values
  }: { start: Date; minutes?: number; before?: number; after?: number } & Partial<typeof bookings.$inferInsert>,
) {
  const end = new Date(start.getTime() + minutes * 60_000);
  const [row] = await db
    .insert(bookings)
    .values({
      sessionTypeId,
      startsAt: start,
      endsAt: end,
      blockedFrom: new Date(start.getTime() - before * 60_000),
      blockedUntil: new Date(end.getTime() + after * 60_000),
      visitorTimeZone: "Asia/Kolkata",
      name: "Priya Shah",
      email: "priya@example.com",
      status: "confirmed",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no booking");
  return row;
}
