import { addMonths, todayIn } from "#core/dates";
import { type Conflict, conflict } from "#core/result";
import type { Executor } from "#db/client";
import { countCapPlaces } from "./count-cap-places";
import type { BookingSettings } from "./get-booking-settings";
import { isNewClient } from "./is-new-client";
import type { SessionTypeRow } from "./load-slot-rules";

/** How far ahead a full month looks for the next one with room. */
const MONTHS_LOOKED_AHEAD = 12;

export type MonthFull = Conflict<"month-full", { month: string; nextOpening: string | null }>;

/**
 * Decides whether a booking takes a place of the monthly new-client cap
 * (decision 066): `capMonth` is the business-zone month it takes, or null
 * when the type does not count, there is no cap, or the address is a
 * returning client. A full month answers with the first later month that
 * has room ("YYYY-MM-01"). Call it under the calendar's lock.
 */
export async function takeCapPlace({
  db,
  sessionType,
  settings,
  email,
  start,
  timeZone,
  exceptBookingId,
}: {
  db: Executor;
  sessionType: SessionTypeRow;
  settings: BookingSettings;
  email: string;
  start: number;
  timeZone: string;
  exceptBookingId?: string;
}): Promise<{ ok: true; capMonth: string | null } | MonthFull> {
  const cap = settings.newClientCap;
  if (cap === null || !sessionType.countsTowardCap) return { ok: true, capMonth: null };
  if (!(await isNewClient({ db, email }))) return { ok: true, capMonth: null };
  const month = todayIn(timeZone, new Date(start)).slice(0, 7);
  const months = Array.from({ length: MONTHS_LOOKED_AHEAD + 1 }, (_, index) => addMonths(month, index));
  const used = await countCapPlaces({ db, months, exceptBookingId });
  if ((used.get(month) ?? 0) < cap) return { ok: true, capMonth: month };
  const open = months.find((candidate) => (used.get(candidate) ?? 0) < cap);
  return conflict("month-full", { month, nextOpening: open ? `${open}-01` : null });
}
