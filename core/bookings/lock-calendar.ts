import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";

/**
 * Takes the calendar's lock until the transaction ends. Every write that
 * takes or moves the owner's time (a booking made, moved or approved, a
 * class date saved over a booking) goes through here first, so the open
 * times it re-computes and the month's new clients it counts cannot change
 * under it, on one instance or several (decision 066). The exclusion
 * constraint on bookings stands behind it.
 */
export async function lockCalendar(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bookings.calendar'))`);
}
