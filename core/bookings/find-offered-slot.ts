import { todayIn } from "#core/dates";
import type { Executor } from "#db/client";
import type { OpenSlot } from "./compute-open-slots";
import type { BookingSettings } from "./get-booking-settings";
import { listOpenSlots } from "./list-open-slots";
import type { SessionTypeRow } from "./load-slot-rules";

/**
 * The open slot that starts at `start`, computed afresh from the database,
 * or null when that time is not offered (taken, off the grid, too soon, too
 * far). The cap is left to the caller, which knows the visitor's address.
 */
export async function findOfferedSlot({
  db,
  sessionType,
  settings,
  timeZone,
  now,
  start,
  exceptBookingId,
}: {
  db: Executor;
  sessionType: SessionTypeRow;
  settings: BookingSettings;
  timeZone: string;
  now: number;
  start: number;
  exceptBookingId?: string;
}): Promise<OpenSlot | null> {
  const { slots } = await listOpenSlots({
    db,
    sessionType,
    timeZone,
    now,
    settings,
    from: todayIn(timeZone, new Date(start)),
    days: 1,
    exceptBookingId,
    keepFullMonths: true,
  });
  return slots.find((slot) => slot.start === start) ?? null;
}
