import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { signInThrottles } from "#db/schema";
import { checkSignInThrottle } from "./check-sign-in-throttle";
import {
  ACCOUNT_FREE_FAILURES,
  ADDRESS_FREE_FAILURES,
  FAILURES_FORGOTTEN_AFTER_MS,
  FIRST_DELAY_MS,
  MAX_DELAY_MS,
} from "./session-policy";
import type { ThrottleSubject } from "./sign-in-throttle-keys-of";
import { signInThrottleKeysOf } from "./sign-in-throttle-keys-of";

type Reservation = { failures: number; lockedUntil: Date | null } | null;

/**
 * Counts one attempt against `key` before the password is checked, in one
 * statement: the count goes up and, from the free failures on, the lock is set
 * in the same write. Null when the key is locked, so of any number of
 * simultaneous attempts only as many as the limit allows get through.
 */
async function reserveAttempt(db: Executor, key: string, freeFailures: number, now: Date): Promise<Reservation> {
  const forgottenBefore = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS).toISOString();
  const at = now.toISOString();
  const failures = sql`(case when ${signInThrottles.lastFailureAt} < ${forgottenBefore}::timestamptz then 1 else ${signInThrottles.failures} + 1 end)`;
  const exponent = sql`least(greatest(${failures} - ${freeFailures}, 0), 20)`;
  const delayMs = sql`least(${MAX_DELAY_MS}, ${FIRST_DELAY_MS} * power(2, ${exponent}))`;
  const [row] = await db
    .insert(signInThrottles)
    .values({ key, failures: 1, lastFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: sql`${failures}`,
        lastFailureAt: now,
        lockedUntil: sql`case when ${failures} >= ${freeFailures} then ${at}::timestamptz + ${delayMs} * interval '1 millisecond' else null end`,
      },
      setWhere: sql`${signInThrottles.lockedUntil} is null or ${signInThrottles.lockedUntil} <= ${at}::timestamptz`,
    })
    .returning({ failures: signInThrottles.failures, lockedUntil: signInThrottles.lockedUntil });
  return row ?? null;
}

export type SignInReservation =
  | {
      allowed: true /** This attempt put the account under its lock for the first time in a series. */;
      accountLocked: boolean;
    }
  | { allowed: false; retryAt: Date };

/**
 * Reserves one sign-in attempt before the (slow) password check: against the
 * client address, and, for the address's first free attempts, against the
 * account. A browser the account signed in from before (`recognisedDevice`)
 * is held only by its address's limit, never by the account-wide lock, so
 * strangers failing from many addresses cannot lock the owner out. Unknown
 * accounts are counted the same way as real ones, so the answers never tell
 * them apart.
 */
export async function reserveSignInAttempt({
  db,
  recognisedDevice = false,
  now = new Date(),
  ...subject
}: ThrottleSubject & { db: Executor; recognisedDevice?: boolean; now?: Date }): Promise<SignInReservation> {
  const keys = signInThrottleKeysOf(subject);
  const locks = await checkSignInThrottle({ db, now, ...subject });
  const lockedUntil = locks.address ?? (recognisedDevice ? null : locks.account);
  if (lockedUntil) return { allowed: false, retryAt: lockedUntil };

  const address = await reserveAttempt(db, keys.address, ADDRESS_FREE_FAILURES, now);
  if (!address) return { allowed: false, retryAt: (await checkSignInThrottle({ db, now, ...subject })).address ?? now };
  if (recognisedDevice || address.failures > ADDRESS_FREE_FAILURES) return { allowed: true, accountLocked: false };

  const account = await reserveAttempt(db, keys.account, ACCOUNT_FREE_FAILURES, now);
  if (!account) return { allowed: false, retryAt: (await checkSignInThrottle({ db, now, ...subject })).account ?? now };
  return { allowed: true, accountLocked: account.failures === ACCOUNT_FREE_FAILURES };
}
