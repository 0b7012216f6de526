import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import type { Database, Executor } from "#db/client";
import { adminRecoveryCodes, adminSignInChallenges, adminUsers } from "#db/schema";
import { isTotpCode } from "#rules/two-factor";
import { finishSignIn } from "./finish-sign-in";
import { reserveSignInAttempt } from "./reserve-sign-in-attempt";
import { hashSessionToken } from "./session-token";
import type { SignInResult } from "./sign-in";
import { hashRecoveryCode, matchTotpCode } from "./totp";

export type TwoFactorSignInResult =
  | SignInResult
  | { ok: false; reason: "challenge-expired" }
  /** The app's code was right but already used to sign in: no guess, nothing counted. */
  | { ok: false; reason: "code-used" };

/**
 * The second step of signing in to an account with two-factor sign-in: a code
 * from the app (once per 30-second step, a step's drift either way) or an
 * unused recovery code. Wrong codes have limits of their own, per address and
 * per account (a right password does not clear them; a completed sign-in
 * does). A right code used already is refused without counting as a guess.
 */
export async function completeTwoFactorSignIn({
  db,
  challengeToken,
  code,
  clientAddress,
  userAgent,
  previousToken,
  deviceAdminId,
  now = new Date(),
}: {
  db: Database;
  challengeToken: string;
  code: string;
  clientAddress: string;
  userAgent?: string | null;
  previousToken?: string | null;
  /** The account this browser proved it signed in to before (see signIn). */
  deviceAdminId?: string | null;
  now?: Date;
}): Promise<TwoFactorSignInResult> {
  const account = await findSignInChallenge({ db, token: challengeToken, now });
  if (!account?.totpSecret) return { ok: false, reason: "challenge-expired" };
  const subject = { email: account.email, clientAddress };
  const audit = { adminUserId: account.id, actorEmail: account.email, ipAddress: clientAddress, at: now };

  if (isTotpCode(code)) {
    const step = matchTotpCode({ secret: account.totpSecret, code, lastStep: null, now });
    if (step !== null && account.totpLastStep !== null && step <= account.totpLastStep) {
      return { ok: false, reason: "code-used" };
    }
  }

  // Counted before the code is checked, as passwords are; a completed sign-in clears the count.
  const reservation = await reserveSignInAttempt({
    db,
    step: "code",
    now,
    recognisedDevice: deviceAdminId === account.id,
    ...subject,
  });
  if (!reservation.allowed) {
    await recordAuditEvent({ db, event: { ...audit, action: "sign_in_throttled", details: { step: "two-factor" } } });
    return { ok: false, reason: "throttled", retryAt: reservation.retryAt };
  }

  const used = await db.transaction(async (tx) => {
    if (isTotpCode(code)) {
      const step = matchTotpCode({ secret: account.totpSecret ?? "", code, lastStep: null, now });
      if (step === null) return null;
      // Accepted only if no sign-in has used this step or a later one: a code works once.
      const claimed = await tx
        .update(adminUsers)
        .set({ totpLastStep: step })
        .where(and(eq(adminUsers.id, account.id), sql`coalesce(${adminUsers.totpLastStep}, -1) < ${step}`))
        .returning({ id: adminUsers.id });
      return claimed.length > 0 ? "totp" : null;
    }
    const claimed = await tx
      .update(adminRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(adminRecoveryCodes.adminUserId, account.id),
          eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id });
    return claimed.length > 0 ? "recovery_code" : null;
  });

  if (!used) {
    await recordAuditEvent({ db, event: { ...audit, action: "sign_in_failed", details: { step: "two-factor" } } });
    return { ok: false, reason: "invalid-credentials" };
  }
  await deleteSignInChallenge({ db, token: challengeToken });
  return finishSignIn({ db, account, clientAddress, userAgent, previousToken, details: { secondFactor: used }, now });
}

async function deleteSignInChallenge({ db, token }: { db: Executor; token: string }) {
  await db.delete(adminSignInChallenges).where(eq(adminSignInChallenges.id, hashSessionToken(token)));
}

/** The account waiting on this challenge, while it is fresh. */
async function findSignInChallenge({ db, token, now }: { db: Executor; token: string; now: Date }) {
  const [row] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      totpSecret: adminUsers.totpSecret,
      totpLastStep: adminUsers.totpLastStep,
    })
    .from(adminSignInChallenges)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSignInChallenges.adminUserId))
    .where(and(eq(adminSignInChallenges.id, hashSessionToken(token)), gt(adminSignInChallenges.expiresAt, now)));
  return row ?? null;
}
