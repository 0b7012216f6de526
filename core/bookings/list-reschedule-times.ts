import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";
import type { OpenSlot } from "./compute-open-slots";
import { listOpenSlots } from "./list-open-slots";

/** How many days ahead the owner is offered times to move a booking to. */
export const RESCHEDULE_DAYS_AHEAD = 60;

/**
 * The open times a booking could move to, for the owner acting for the
 * client: its type's open times over the coming days, its own time not
 * counted as busy. Empty for an unknown booking.
 */
export async function listRescheduleTimes({
  db,
  bookingId,
  timeZone,
  now = Date.now(),
}: {
  db: Executor;
  bookingId: string;
  timeZone: string;
  now?: number;
}): Promise<OpenSlot[]> {
  const [row] = await db
    .select({ sessionType: sessionTypes })
    .from(bookings)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(eq(bookings.id, bookingId));
  if (!row) return [];
  const { slots } = await listOpenSlots({
    db,
    sessionType: row.sessionType,
    timeZone,
    now,
    days: RESCHEDULE_DAYS_AHEAD,
    exceptBookingId: bookingId,
  });
  return slots;
}
