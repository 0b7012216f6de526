import { inArray } from "drizzle-orm";
import type { Executor } from "#db/client";
import { signInThrottles } from "#db/schema";
import { signInThrottleKeysOf, type ThrottleSubject } from "./sign-in-throttle-keys-of";

/** After a successful sign-in the account and the address start again from zero. */
export async function clearSignInFailures({ db, ...subject }: ThrottleSubject & { db: Executor }): Promise<void> {
  const keys = signInThrottleKeysOf(subject);
  await db.delete(signInThrottles).where(inArray(signInThrottles.key, [keys.account, keys.address]));
}
