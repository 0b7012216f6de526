import { inArray } from "drizzle-orm";
import type { Executor } from "#db/client";
import { signInThrottles } from "#db/schema";

/** The counters among `keys` that are locked now, each with when it opens again. */
export async function checkSignInThrottle({
  db,
  keys,
  now = new Date(),
}: {
  db: Executor;
  keys: string[];
  now?: Date;
}): Promise<Map<string, Date>> {
  const rows = await db
    .select({ key: signInThrottles.key, lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(inArray(signInThrottles.key, keys));
  return new Map(
    rows.flatMap((row) => (row.lockedUntil && row.lockedUntil > now ? [[row.key, row.lockedUntil] as const] : [])),
  );
}
