import { and, asc, count, eq, gte, inArray } from "drizzle-orm";
import type { Executor } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";
import type { BookingStatus } from "#rules/allowed-values";
import { OVERVIEW_BOOKINGS_SHOWN } from "#rules/overview";

export type NextBooking = { id: string; startsAt: Date; name: string; status: BookingStatus; sessionType: string };

/**
 * The next bookings still to happen (pending or confirmed), soonest first,
 * and how many wait for the owner's approval. Served by the (status, start) index.
 */
export async function listNextBookings({
  db,
  now,
}: {
  db: Executor;
  now: Date;
}): Promise<{ bookings: NextBooking[]; pending: number }> {
  const [next, [waiting]] = await Promise.all([
    db
      .select({
        id: bookings.id,
        startsAt: bookings.startsAt,
        name: bookings.name,
        status: bookings.status,
        sessionType: sessionTypes.name,
      })
      .from(bookings)
      .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
      .where(and(inArray(bookings.status, ["pending", "confirmed"]), gte(bookings.startsAt, now)))
      .orderBy(asc(bookings.startsAt), asc(bookings.id))
      .limit(OVERVIEW_BOOKINGS_SHOWN),
    db
      .select({ total: count() })
      .from(bookings)
      .where(and(eq(bookings.status, "pending"), gte(bookings.startsAt, now))),
  ]);
  return { bookings: next as NextBooking[], pending: waiting?.total ?? 0 };
}
