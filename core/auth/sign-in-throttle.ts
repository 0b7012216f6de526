import { inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { signInThrottles } from "#db/schema";
import {
  ACCOUNT_FREE_FAILURES,
  ADDRESS_FREE_FAILURES,
  FAILURES_FORGOTTEN_AFTER_MS,
  FIRST_DELAY_MS,
  MAX_DELAY_MS,
} from "./session-policy";

type ThrottleSubject = { email: string; clientAddress: string };

function keysOf({ email, clientAddress }: ThrottleSubject) {
  return { account: `account:${email.trim().toLowerCase()}`, address: `address:${clientAddress}` };
}

/** No delay for the first free failures, then 1, 2, 4, 8 minutes, then the cap. */
export function delayAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - freeFailures));
}

/** When sign-in is allowed again for this account from this address; null when it is allowed now. */
export async function checkSignInThrottle({
  db,
  now = new Date(),
  ...subject
}: ThrottleSubject & { db: Executor; now?: Date }): Promise<Date | null> {
  const keys = keysOf(subject);
  const rows = await db
    .select({ lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(inArray(signInThrottles.key, [keys.account, keys.address]));
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  return until > now.getTime() ? new Date(until) : null;
}

async function countFailure(db: Executor, key: string, freeFailures: number, now: Date): Promise<number> {
  const forgottenBefore = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS).toISOString();
  const [row] = await db
    .insert(signInThrottles)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: sql`case when ${signInThrottles.lastFailureAt} < ${forgottenBefore}::timestamptz then 1 else ${signInThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: signInThrottles.failures });
  const failures = row?.failures ?? 1;
  const delay = delayAfter(failures, freeFailures);
  if (delay > 0) {
    await db
      .update(signInThrottles)
      .set({ lockedUntil: new Date(now.getTime() + delay) })
      .where(sql`${signInThrottles.key} = ${key}`);
  }
  return failures;
}

/**
 * Counts a failed sign-in against the client address and, for the address's
 * first free failures only, against the account. Unknown accounts are counted
 * the same way as real ones, so the answers never tell them apart.
 */
export async function recordSignInFailure({
  db,
  now = new Date(),
  ...subject
}: ThrottleSubject & { db: Executor; now?: Date }): Promise<void> {
  const keys = keysOf(subject);
  const addressFailures = await countFailure(db, keys.address, ADDRESS_FREE_FAILURES, now);
  if (addressFailures <= ADDRESS_FREE_FAILURES) {
    await countFailure(db, keys.account, ACCOUNT_FREE_FAILURES, now);
  }
}

/** After a successful sign-in the account and the address start again from zero. */
export async function clearSignInFailures({ db, ...subject }: ThrottleSubject & { db: Executor }): Promise<void> {
  const keys = keysOf(subject);
  await db.delete(signInThrottles).where(inArray(signInThrottles.key, [keys.account, keys.address]));
}
