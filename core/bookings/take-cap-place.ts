import { and, eq, sql } from "drizzle-orm";
import { todayIn } from "#core/dates";
import { type Conflict, conflict } from "#core/result";
import type { Executor } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";
import { isFreePrice } from "#rules/price";
import { findNextCapOpening } from "./find-next-cap-opening";
import type { BookingSettings } from "./get-booking-settings";
import type { SessionTypeRow } from "./load-slot-rules";

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
  const nextOpening = await findNextCapOpening({ db, month, cap, exceptBookingId });
  if (nextOpening === `${month}-01`) return { ok: true, capMonth: month };
  return conflict("month-full", { month, nextOpening });
}

/** Whether an address is a new client: it has no completed paid session before. */
async function isNewClient({ db, email }: { db: Executor; email: string }): Promise<boolean> {
  const rows = await db
    .select({ price: sessionTypes.price })
    .from(bookings)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(and(sql`lower(${bookings.email}) = ${email.toLowerCase()}`, eq(bookings.status, "completed")));
  return !rows.some((row) => !isFreePrice(row.price));
}
