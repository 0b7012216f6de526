import { eq, lt, sql } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import type { Executor } from "#db/client";
import { adminSignInChallenges, adminUsers } from "#db/schema";
import { clearSignInFailures } from "./clear-sign-in-failures";
import type { NewSession } from "./create-session";
import type { SignInWarning } from "./find-sign-in-warning";
import { finishSignIn } from "./finish-sign-in";
import { hashPassword, needsRehash, verifyPassword } from "./password";
import { reportAccountUnderAttack } from "./report-account-under-attack";
import { reserveSignInAttempt } from "./reserve-sign-in-attempt";
import { hashSessionToken, newSecretToken } from "./session-token";

export type SignInResult =
  | {
      ok: true;
      session: NewSession;
      admin: { id: string; email: string; name: string };
      /** Wrong passwords that locked the account since the previous sign-in; null when there were none. */
      warning: SignInWarning | null;
    }
  | { ok: false; reason: "invalid-credentials" }
  | { ok: false; reason: "throttled"; retryAt: Date }
  /** The password was right; the account's second factor is asked next, carrying this token. */
  | { ok: false; reason: "second-factor"; challengeToken: string };

// Checked when the account does not exist, so both answers take as long.
let decoyHash: Promise<string> | undefined;

/**
 * Signs an admin in with email and password. Every success starts a new
 * session (and ends the one the browser still had); attempts are throttled
 * per account and per address (the attempt is counted before the password is
 * checked, so parallel guesses cannot slip through), failures logged, and
 * answered alike for unknown accounts. `deviceAdminId` is the account a
 * browser proved it signed in to before (a signed cookie): that browser is not
 * held by the account-wide lock.
 */
export async function signIn({
  db,
  email,
  password,
  clientAddress,
  userAgent,
  previousToken,
  deviceAdminId,
  now = new Date(),
}: {
  db: Executor;
  email: string;
  password: string;
  clientAddress: string;
  userAgent?: string | null;
  previousToken?: string | null;
  deviceAdminId?: string | null;
  now?: Date;
}): Promise<SignInResult> {
  const normalisedEmail = email.trim().toLowerCase();
  const subject = { email: normalisedEmail, clientAddress };

  const [account] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      hash: adminUsers.passwordHash,
      twoFactorOn: adminUsers.totpEnabledAt,
    })
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.email})`, normalisedEmail));

  const recognisedDevice = Boolean(account && deviceAdminId === account.id);
  const reservation = await reserveSignInAttempt({ db, now, recognisedDevice, ...subject });
  if (!reservation.allowed) {
    await recordAuditEvent({
      db,
      event: {
        action: "sign_in_throttled",
        adminUserId: account?.id ?? null,
        actorEmail: normalisedEmail,
        ipAddress: clientAddress,
        at: now,
      },
    });
    return { ok: false, reason: "throttled", retryAt: reservation.retryAt };
  }
  if (reservation.accountLockedUntil && account) {
    await reportAccountUnderAttack({ db, account, clientAddress, lockedUntil: reservation.accountLockedUntil, now });
  }

  decoyHash ??= hashPassword("decoy password that matches nothing");
  const matches = await verifyPassword(password, account?.hash ?? (await decoyHash));
  if (!account || !matches) {
    await recordAuditEvent({
      db,
      event: {
        action: "sign_in_failed",
        adminUserId: account?.id ?? null,
        actorEmail: normalisedEmail,
        ipAddress: clientAddress,
        at: now,
      },
    });
    return { ok: false, reason: "invalid-credentials" };
  }

  if (needsRehash(account.hash)) {
    await db
      .update(adminUsers)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(adminUsers.id, account.id));
  }
  if (account.twoFactorOn) {
    // The right password ends the password's counters, as a completed sign-in does; wrong codes keep theirs.
    await clearSignInFailures({ db, step: "password", ...subject });
    return { ok: false, reason: "second-factor", challengeToken: await createSignInChallenge({ db, account, now }) };
  }
  return finishSignIn({ db, account, clientAddress, userAgent, previousToken, now });
}

/** How long the code step of a sign-in waits after the password was accepted. */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/** Remembers, under a fresh token, that this account's password was just given correctly. */
async function createSignInChallenge({
  db,
  account,
  now,
}: {
  db: Executor;
  account: { id: string };
  now: Date;
}): Promise<string> {
  const token = newSecretToken();
  await db.delete(adminSignInChallenges).where(lt(adminSignInChallenges.expiresAt, now));
  await db.insert(adminSignInChallenges).values({
    id: hashSessionToken(token),
    adminUserId: account.id,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    createdAt: now,
  });
  return token;
}
