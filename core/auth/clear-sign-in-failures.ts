import { inArray } from "drizzle-orm";
import type { Executor } from "#db/client";
import { signInThrottles } from "#db/schema";
import { keysOf, type ThrottleSubject } from "./sign-in-throttle-keys";

/** After a successful sign-in the account and the address start again from zero. */
export async function clearSignInFailures({ db, ...subject }: ThrottleSubject & { db: Executor }): Promise<void> {
  const keys = keysOf(subject);
  await db.delete(signInThrottles).where(inArray(signInThrottles.key, [keys.account, keys.address]));
}
