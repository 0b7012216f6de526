import type { Executor } from "#db/client";
import type { OpenSlot } from "./compute-open-slots";
import { getBookingSessionType } from "./get-booking-session-type";
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
  const sessionType = await getBookingSessionType({ db, bookingId });
  if (!sessionType) return [];
  const { slots } = await listOpenSlots({
    db,
    sessionType,
    timeZone,
    now,
    days: RESCHEDULE_DAYS_AHEAD,
    exceptBookingId: bookingId,
  });
  return slots;
}
