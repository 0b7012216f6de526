import { inArray } from "drizzle-orm";
import type { Executor } from "#db/client";
import { signInThrottles } from "#db/schema";
import { signInThrottleKeysOf, type ThrottleSubject } from "./sign-in-throttle-keys-of";

/** When sign-in is allowed again for the account and for the address; null where it is allowed now. */
export async function checkSignInThrottle({
  db,
  now = new Date(),
  ...subject
}: ThrottleSubject & { db: Executor; now?: Date }): Promise<{ account: Date | null; address: Date | null }> {
  const keys = signInThrottleKeysOf(subject);
  const rows = await db
    .select({ key: signInThrottles.key, lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(inArray(signInThrottles.key, [keys.account, keys.address]));
  const lockOf = (key: string) => {
    const until = rows.find((row) => row.key === key)?.lockedUntil;
    return until && until > now ? until : null;
  };
  return { account: lockOf(keys.account), address: lockOf(keys.address) };
}
