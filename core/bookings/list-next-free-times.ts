import type { Executor } from "#db/client";
import type { OpenSlot } from "./compute-open-slots";
import { listOpenSlots } from "./list-open-slots";
import type { SessionTypeRow } from "./load-slot-rules";

/** How many business dates the next free times are looked for in, and how many are offered. */
const NEXT_TIMES_DAYS = 21;
const NEXT_TIMES_SHOWN = 6;

/** The first few open times from now, offered when the time a visitor chose was taken meanwhile. */
export async function listNextFreeTimes({
  db,
  sessionType,
  timeZone,
  now,
  exceptBookingId,
}: {
  db: Executor;
  sessionType: SessionTypeRow;
  timeZone: string;
  now: number;
  exceptBookingId?: string;
}): Promise<OpenSlot[]> {
  const list = await listOpenSlots({ db, sessionType, timeZone, now, days: NEXT_TIMES_DAYS, exceptBookingId });
  return list.slots.slice(0, NEXT_TIMES_SHOWN);
}
