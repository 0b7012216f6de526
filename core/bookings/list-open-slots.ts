import { todayIn } from "#core/dates";
import type { Executor } from "#db/client";
import { computeOpenSlots, type OpenSlot } from "./compute-open-slots";
import { countCapPlaces } from "./count-cap-places";
import { findNextCapOpening } from "./find-next-cap-opening";
import { type BookingSettings, getBookingSettings } from "./get-booking-settings";
import { loadSlotRules, type SessionTypeRow } from "./load-slot-rules";

export type OpenSlotList = {
  slots: OpenSlot[];
  /** Months ("YYYY-MM") whose new-client places are all taken: their times are left out. */
  fullMonths: string[];
  /** The first day ("YYYY-MM-01") of the first later month with a place, when a month was full. */
  nextOpening: string | null;
};

/**
 * The times a visitor may book a session type over `days` business dates
 * from `from` (today where the business is, when not given). For a type
 * that counts toward the monthly cap, a full month's times are left out:
 * a visitor is taken to be a new client until her address says otherwise.
 */
export async function listOpenSlots({
  db,
  sessionType,
  timeZone,
  now = Date.now(),
  from,
  days,
  settings,
  exceptBookingId,
  keepFullMonths = false,
}: {
  db: Executor;
  sessionType: SessionTypeRow;
  timeZone: string;
  now?: number;
  from?: string;
  days: number;
  /** Read afresh when not given. */
  settings?: BookingSettings;
  exceptBookingId?: string;
  /** Keep the times of months whose places are taken: the booking itself asks the cap for its visitor's address. */
  keepFullMonths?: boolean;
}): Promise<OpenSlotList> {
  const current = settings ?? (await getBookingSettings({ db }));
  const first = from ?? todayIn(timeZone, new Date(now));
  const rules = await loadSlotRules({
    db,
    sessionType,
    settings: current,
    timeZone,
    from: first,
    days,
    exceptBookingId,
  });
  const slots = computeOpenSlots({ rules, now, from: first, days });
  if (keepFullMonths || current.newClientCap === null || !sessionType.countsTowardCap || slots.length === 0) {
    return { slots, fullMonths: [], nextOpening: null };
  }
  const months = [...new Set(slots.map((slot) => slot.date.slice(0, 7)))];
  const used = await countCapPlaces({ db, months, exceptBookingId });
  const fullMonths = months.filter((month) => (used.get(month) ?? 0) >= (current.newClientCap ?? 0));
  if (fullMonths.length === 0) return { slots, fullMonths, nextOpening: null };
  const open = slots.filter((slot) => !fullMonths.includes(slot.date.slice(0, 7)));
  const nextOpening = await findNextCapOpening({
    db,
    month: fullMonths[0] as string,
    cap: current.newClientCap,
    exceptBookingId,
  });
  return { slots: open, fullMonths, nextOpening };
}
