import { and, inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { bookings } from "#db/schema";
import { BOOKING_HOLDING_STATUSES } from "#rules/allowed-values";

/**
 * How many places of the monthly new-client cap each month ("YYYY-MM", the
 * business's zone) has taken: the bookings that hold their time and took a
 * place. `exceptBookingId` leaves one out, for moving it.
 */
export async function countCapPlaces({
  db,
  months,
  exceptBookingId,
}: {
  db: Executor;
  months: readonly string[];
  exceptBookingId?: string;
}): Promise<Map<string, number>> {
  const used = new Map(months.map((month) => [month, 0]));
  if (months.length === 0) return used;
  const rows = await db
    .select({ month: bookings.capMonth, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        inArray(bookings.capMonth, [...months]),
        inArray(bookings.status, [...BOOKING_HOLDING_STATUSES]),
        exceptBookingId ? sql`${bookings.id} <> ${exceptBookingId}` : undefined,
      ),
    )
    .groupBy(bookings.capMonth);
  for (const row of rows) if (row.month) used.set(row.month, Number(row.count));
  return used;
}
