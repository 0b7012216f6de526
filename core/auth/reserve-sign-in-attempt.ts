import { inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { signInThrottles } from "#db/schema";
import {
  ACCOUNT_CODE_GUESSES_PER_DAY,
  ACCOUNT_FREE_FAILURES,
  ACCOUNT_PASSWORD_GUESSES_PER_DAY,
  ADDRESS_FREE_FAILURES,
  CODE_FREE_FAILURES,
  FAILURES_FORGOTTEN_AFTER_MS,
  FIRST_DELAY_MS,
  MAX_DELAY_MS,
} from "./session-policy";
import { signInThrottleKeysOf, type ThrottleSubject } from "./sign-in-throttle-keys-of";

/**
 * How one counter locks: after `free` failures a delay that doubles with each
 * further failure; at `perDay`, until a day after the last failure.
 */
type Limit = { free: number; perDay?: number };

type Reservation = { failures: number; lockedUntil: Date | null } | null;

/**
 * Counts one attempt against `key` before the password or code is checked, in
 * one statement: the count goes up and, once the free failures are used, the
 * lock is set in the same write. Null when the key is locked, so of any number
 * of simultaneous attempts only as many as the limit allows get through.
 */
async function reserveAttempt(db: Executor, key: string, limit: Limit, now: Date): Promise<Reservation> {
  const forgottenBefore = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS).toISOString();
  const at = now.toISOString();
  const failures = sql`(case when ${signInThrottles.lastFailureAt} <= ${forgottenBefore}::timestamptz then 1 else ${signInThrottles.failures} + 1 end)`;
  const exponent = sql`least(greatest(${failures} - ${limit.free}, 0), 20)`;
  const delayMs = sql`least(${MAX_DELAY_MS}, ${FIRST_DELAY_MS} * power(2, ${exponent}))`;
  const dayLock =
    limit.perDay === undefined
      ? sql``
      : sql`when ${failures} >= ${limit.perDay} then ${at}::timestamptz + ${FAILURES_FORGOTTEN_AFTER_MS} * interval '1 millisecond'`;
  const [row] = await db
    .insert(signInThrottles)
    .values({ key, failures: 1, lastFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: sql`${failures}`,
        lastFailureAt: now,
        lockedUntil: sql`case ${dayLock} when ${failures} >= ${limit.free} then ${at}::timestamptz + ${delayMs} * interval '1 millisecond' else null end`,
      },
      setWhere: sql`${signInThrottles.lockedUntil} is null or ${signInThrottles.lockedUntil} <= ${at}::timestamptz`,
    })
    .returning({ failures: signInThrottles.failures, lockedUntil: signInThrottles.lockedUntil });
  return row ?? null;
}

export type SignInReservation =
  | {
      allowed: true;
      /** When this attempt put the account under its lock for the first time in a series: until when. */
      accountLockedUntil: Date | null;
    }
  | { allowed: false; retryAt: Date };

/** One counter an attempt adds to, and whether it is the account's (which a recognised browser skips). */
type Counter = { key: string; limit: Limit; ofAccount: boolean; onlyWhile?: (addressFailures: number) => boolean };

function countersOf(step: "password" | "code", subject: ThrottleSubject): Counter[] {
  const keys = signInThrottleKeysOf(subject);
  if (step === "code") {
    return [
      { key: keys.codeAddress, limit: { free: CODE_FREE_FAILURES }, ofAccount: false },
      {
        key: keys.codeAccount,
        limit: { free: CODE_FREE_FAILURES, perDay: ACCOUNT_CODE_GUESSES_PER_DAY },
        ofAccount: true,
      },
    ];
  }
  return [
    { key: keys.address, limit: { free: ADDRESS_FREE_FAILURES }, ofAccount: false },
    {
      key: keys.accountDay,
      limit: { free: ACCOUNT_PASSWORD_GUESSES_PER_DAY, perDay: ACCOUNT_PASSWORD_GUESSES_PER_DAY },
      ofAccount: true,
    },
    // The short lock counts an address's first free failures only, so one address alone never sets it.
    {
      key: keys.account,
      limit: { free: ACCOUNT_FREE_FAILURES },
      ofAccount: true,
      onlyWhile: (addressFailures) => addressFailures <= ADDRESS_FREE_FAILURES,
    },
  ];
}

/**
 * Reserves one attempt of a sign-in step before the (slow) password check or
 * the code check: against the client address and against the account, for
 * the password step (`step: "password"`) or the code step (`step: "code"`),
 * each with counters of its own. The account's counters cap the guesses of
 * all addresses together, over a short time and over a day. A browser the
 * account signed in from before (`recognisedDevice`) is held only by its
 * address's limit, never by the account's, so strangers failing from many
 * addresses cannot lock the owner out of it. Unknown accounts are counted the
 * same way as real ones, so the answers never tell them apart.
 */
export async function reserveSignInAttempt({
  db,
  step = "password",
  recognisedDevice = false,
  now = new Date(),
  ...subject
}: ThrottleSubject & {
  db: Executor;
  step?: "password" | "code";
  recognisedDevice?: boolean;
  now?: Date;
}): Promise<SignInReservation> {
  const counters = countersOf(step, subject).filter((counter) => !(recognisedDevice && counter.ofAccount));
  const lockedNow = async () => {
    const locks = await checkSignInThrottle({ db, now, keys: counters.map((counter) => counter.key) });
    const until = Math.max(...Array.from(locks.values(), (date) => date.getTime()));
    return Number.isFinite(until) ? new Date(until) : null;
  };
  const retryAt = await lockedNow();
  if (retryAt) return { allowed: false, retryAt };

  const [address, ...ofAccount] = counters;
  if (!address) throw new Error("a sign-in step without an address counter");
  const atAddress = await reserveAttempt(db, address.key, address.limit, now);
  if (!atAddress) return { allowed: false, retryAt: (await lockedNow()) ?? now };
  let accountLockedUntil: Date | null = null;
  for (const counter of ofAccount) {
    if (counter.onlyWhile && !counter.onlyWhile(atAddress.failures)) continue;
    const reserved = await reserveAttempt(db, counter.key, counter.limit, now);
    if (!reserved) return { allowed: false, retryAt: (await lockedNow()) ?? now };
    const locksNow = reserved.failures === counter.limit.free || reserved.failures === counter.limit.perDay;
    if (locksNow && reserved.lockedUntil) accountLockedUntil = reserved.lockedUntil;
  }
  return { allowed: true, accountLockedUntil };
}

/** The counters among `keys` that are locked now, each with when it opens again. */
async function checkSignInThrottle({
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
