import { addMonths } from "#core/dates";
import type { Executor } from "#db/client";
import { countCapPlaces } from "./count-cap-places";

/** How far ahead a full month looks for the next one with room. */
const MONTHS_LOOKED_AHEAD = 12;

/**
 * The first day ("YYYY-MM-01") of the first month from `month` on whose
 * new-client places are not all taken, or null when none is within a year.
 */
export async function findNextCapOpening({
  db,
  month,
  cap,
  exceptBookingId,
}: {
  db: Executor;
  month: string;
  cap: number;
  exceptBookingId?: string;
}): Promise<string | null> {
  const months = Array.from({ length: MONTHS_LOOKED_AHEAD + 1 }, (_, index) => addMonths(month, index));
  const used = await countCapPlaces({ db, months, exceptBookingId });
  const open = months.find((candidate) => (used.get(candidate) ?? 0) < cap);
  return open ? `${open}-01` : null;
}
