import { inArray } from "drizzle-orm";
import type { Executor } from "#db/client";
import { signInThrottles } from "#db/schema";
import { signInThrottleKeysOf, type ThrottleSubject } from "./sign-in-throttle-keys-of";

/**
 * A right password starts the password counters of the account and the
 * address again from zero (`step: "password"`); a completed sign-in starts
 * every counter again, the codes' too (`step: "all"`).
 */
export async function clearSignInFailures({
  db,
  step,
  ...subject
}: ThrottleSubject & { db: Executor; step: "password" | "all" }): Promise<void> {
  const keys = signInThrottleKeysOf(subject);
  const password = [keys.address, keys.account, keys.accountDay];
  const cleared = step === "password" ? password : [...password, keys.codeAddress, keys.codeAccount];
  await db.delete(signInThrottles).where(inArray(signInThrottles.key, cleared));
}
