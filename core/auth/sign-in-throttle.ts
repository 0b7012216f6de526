import { inArray, sql } from "drizzle-orm";
import { clientBucket } from "#core/rate-limit/client-bucket";
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

/** The account's key, and the address's, IPv6 grouped by /64 as the visitor forms' limits are. */
function keysOf({ email, clientAddress }: ThrottleSubject) {
  return { account: `account:${email.trim().toLowerCase()}`, address: clientBucket("address", clientAddress) };
}

/** No delay for the first free failures, then 1, 2, 4, 8 minutes, then the cap. */
export function delayAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - freeFailures));
}

/** When sign-in is allowed again for the account and for the address; null where it is allowed now. */
export async function checkSignInThrottle({
  db,
  now = new Date(),
  ...subject
}: ThrottleSubject & { db: Executor; now?: Date }): Promise<{ account: Date | null; address: Date | null }> {
  const keys = keysOf(subject);
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
  const keys = keysOf(subject);
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

/** After a successful sign-in the account and the address start again from zero. */
export async function clearSignInFailures({ db, ...subject }: ThrottleSubject & { db: Executor }): Promise<void> {
  const keys = keysOf(subject);
  await db.delete(signInThrottles).where(inArray(signInThrottles.key, [keys.account, keys.address]));
}
