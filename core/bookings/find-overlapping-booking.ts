import { and, asc, gt, inArray, lt } from "drizzle-orm";
import type { Executor } from "#db/client";
import { bookings } from "#db/schema";
import { BOOKING_HOLDING_STATUSES } from "#rules/allowed-values";

/**
 * The earliest booking holding its time whose blocked time (the session with
 * its buffers, as the exclusion constraint sees it) overlaps [start, end), or
 * null. Run under the calendar's lock (lockCalendar) so no booking can be
 * made between this answer and the write it guards.
 */
export async function findOverlappingBooking({
  db,
  start,
  end,
}: {
  db: Executor;
  start: Date;
  end: Date;
}): Promise<{ id: string; startsAt: Date } | null> {
  const [booking] = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...BOOKING_HOLDING_STATUSES]),
        lt(bookings.blockedFrom, end),
        gt(bookings.blockedUntil, start),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(1);
  return booking ?? null;
}
