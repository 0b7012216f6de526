import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";

/** The session type of one booking; null when there is no such booking. */
export async function getBookingSessionType({ db, bookingId }: { db: Executor; bookingId: string }) {
  const [row] = await db
    .select({ sessionType: sessionTypes })
    .from(bookings)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(eq(bookings.id, bookingId));
  return row?.sessionType ?? null;
}
