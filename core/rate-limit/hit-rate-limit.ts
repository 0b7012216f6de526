import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { rateLimitCounters } from "#db/schema";
import { deleteExpiredRateLimitWindows } from "./delete-expired-rate-limit-windows";

export type RateLimit = { limit: number; windowMs: number };
type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one request in `bucket`'s current fixed window and says whether it is
 * within `limit`. The counter lives in the database, so every app instance
 * shares it; the upsert makes concurrent requests count exactly once each.
 */
export async function hitRateLimit({
  db,
  bucket,
  limit,
  windowMs,
  now = new Date(),
  cleanupChance = 0.02,
}: {
  db: Executor;
  bucket: string;
  now?: Date;
  /** Chance that a request opening a new window also deletes windows older than a day. */
  cleanupChance?: number;
} & RateLimit): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? 1;
  if (count === 1 && Math.random() < cleanupChance) {
    await deleteExpiredRateLimitWindows({ db, before: new Date(now.getTime() - Math.max(windowMs, DAY_MS)) });
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: count <= limit, count, retryAfterSeconds };
}

const DAY_MS = 24 * 60 * 60 * 1000;
