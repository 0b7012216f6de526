import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";
import type { SessionTypeRow } from "./load-slot-rules";

export type BookingRow = typeof bookings.$inferSelect;

/** The booking a visitor's reschedule or cancel link names, with its type; null for a link that names none. */
export async function findBookingByToken({
  db,
  token,
}: {
  db: Executor;
  token: string;
}): Promise<{ booking: BookingRow; sessionType: SessionTypeRow } | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const [row] = await db
    .select({ booking: bookings, sessionType: sessionTypes })
    .from(bookings)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(eq(bookings.manageToken, token));
  return row ?? null;
}
