import { eq } from "drizzle-orm";
import { type Invalid, invalid } from "#core/result";
import type { Executor } from "#db/client";
import { bookingSettings, externalBusyTimes } from "#db/schema";
import { BusyFeedUrl, NOTHING_SKIPPED } from "#rules/calendar-feeds";

/**
 * Saves the address of the owner's outside busy-time feed (empty removes
 * it). A new address forgets the busy times, the check time and the error of
 * the old one, so nothing from a calendar she no longer shares blocks times;
 * the reader reads the new one at its next run. An address that plainly
 * names this server or its network is refused here; the reader checks every
 * address it connects to as well.
 */
export async function saveBusyFeedUrl({
  db,
  url,
}: {
  db: Executor;
  url: string;
}): Promise<{ ok: true; url: string; changed: boolean } | Invalid<{ busyFeedUrl: string }>> {
  const parsed = BusyFeedUrl.safeParse(url);
  if (!parsed.success) return invalid({ busyFeedUrl: parsed.error.issues[0]?.message ?? "" });
  const next = parsed.data;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ url: bookingSettings.busyFeedUrl })
      .from(bookingSettings)
      .where(eq(bookingSettings.id, 1))
      .for("update");
    if ((current?.url ?? "") === next) return { ok: true as const, url: next, changed: false };
    await tx
      .insert(bookingSettings)
      .values({ id: 1, busyFeedUrl: next })
      .onConflictDoUpdate({
        target: bookingSettings.id,
        set: {
          busyFeedUrl: next,
          busyFeedCheckedAt: null,
          busyFeedError: "",
          busyFeedSkipped: NOTHING_SKIPPED,
          updatedAt: new Date(),
        },
      });
    await tx.delete(externalBusyTimes);
    return { ok: true as const, url: next, changed: true };
  });
}
