import type { Database } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";

/** Rows for the back office's booking tests, written straight to the tables. */

let made = 0;

/** A session type, active, 60 minutes, instant, unless told otherwise. */
export async function insertSessionType(db: Database, values: Partial<typeof sessionTypes.$inferInsert> = {}) {
  made += 1;
  const [row] = await db
    .insert(sessionTypes)
    .values({
      name: `Session ${made}`,
      slug: `session-${made}`,
      durationMinutes: 60,
      status: "active",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no session type");
  return row;
}

const MINUTE = 60_000;

/**
 * A booking of `sessionType` at `startsAt`, its length the type's, no buffers,
 * confirmed by a client in London unless told otherwise.
 */
export async function insertBooking(
  db: Database,
  sessionType: { id: string; durationMinutes: number },
  startsAt: Date,
  values: Partial<typeof bookings.$inferInsert> = {},
) {
  made += 1;
  const endsAt = new Date(startsAt.getTime() + sessionType.durationMinutes * MINUTE);
  const status = values.status ?? "confirmed";
  const [row] = await db
    .insert(bookings)
    .values({
      sessionTypeId: sessionType.id,
      startsAt,
      endsAt,
      blockedFrom: startsAt,
      blockedUntil: endsAt,
      visitorTimeZone: "Europe/London",
      name: `Client ${made}`,
      email: `client${made}@example.com`,
      status,
      ...(status === "cancelled" ? { cancelledAt: new Date(), cancelledBy: "visitor" } : {}),
      ...values,
    })
    .returning();
  if (!row) throw new Error("no booking");
  return row;
}

/** `days` whole days from now (negative for the past), on the hour, plus `hours`. */
export function daysFromNow(days: number, hours = 0): Date {
  const at = new Date(Date.now() + days * 24 * 60 * MINUTE);
  at.setUTCMinutes(0, 0, 0);
  at.setUTCHours(10 + hours);
  return at;
}
