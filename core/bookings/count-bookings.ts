import { count } from "drizzle-orm";
import type { Executor } from "#db/client";
import { bookings } from "#db/schema";
import type { BookingQuery } from "#rules/booking-admin";
import { bookingCondition } from "./booking-condition";

/** How many bookings match the list's view, search and filters (what an export will hold). */
export async function countBookings({
  db,
  query,
  now = new Date(),
}: {
  db: Executor;
  query: Omit<BookingQuery, "page">;
  now?: Date;
}): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(bookings).where(bookingCondition(query, now).where);
  return counted?.total ?? 0;
}
