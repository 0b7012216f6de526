import { lt } from "drizzle-orm";
import type { Executor } from "#db/client";
import { rateLimitCounters } from "#db/schema";

/** Deletes counters of windows that started before `before`; returns how many. */
export async function deleteExpiredRateLimitWindows({ db, before }: { db: Executor; before: Date }): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ bucket: rateLimitCounters.bucket });
  return deleted.length;
}
