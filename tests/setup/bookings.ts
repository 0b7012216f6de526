import type { Executor } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";

/**
 * Small builders for booking rows, written straight to the tables: a session
 * type, and a booking of it. Each returns the inserted row.
 */

let typeCount = 0;

/** An active, instant-confirmation video session type of 30 minutes; override what the test is about. */
export async function insertSessionType(db: Executor, values: Partial<typeof sessionTypes.$inferInsert> = {}) {
  typeCount += 1;
  const [row] = await db
    .insert(sessionTypes)
    .values({
      name: "Free Consultation",
      slug: `free-consultation-${typeCount}`,
      durationMinutes: 30,
      price: "Free",
      locationKind: "video",
      locationDetail: "https://meet.example.com/steady-path",
      status: "active",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no session type");
  return row;
}

/**
 * A confirmed booking of `sessionType` starting at `startsAt` (default: two
 * days from now, on the hour), lasting the type's duration, blocking exactly
 * its time unless `blockedFrom`/`blockedUntil` say otherwise.
 */
export async function insertBooking(
  db: Executor,
  sessionType: { id: string; durationMinutes: number },
  values: Partial<typeof bookings.$inferInsert> = {},
) {
  const startsAt = values.startsAt ?? new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 3_600_000) * 3_600_000);
  const endsAt = values.endsAt ?? new Date(startsAt.getTime() + sessionType.durationMinutes * 60_000);
  const status = values.status ?? "confirmed";
  const [row] = await db
    .insert(bookings)
    .values({
      sessionTypeId: sessionType.id,
      name: "Maya Patel",
      email: "maya@example.com",
      visitorTimeZone: "Asia/Kolkata",
      status,
      blockedFrom: startsAt,
      blockedUntil: endsAt,
      cancelledAt: status === "cancelled" ? new Date() : null,
      ...values,
      startsAt,
      endsAt,
    })
    .returning();
  if (!row) throw new Error("no booking");
  return row;
}
