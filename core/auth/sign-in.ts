import { eq, sql } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import type { Executor } from "#db/client";
import { adminSessions, adminUsers } from "#db/schema";
import { createSession, type NewSession } from "./create-session";
import { hashPassword, needsRehash, verifyPassword } from "./password";
import { hashSessionToken } from "./session-token";
import { createSignInChallenge } from "./sign-in-challenge";
import { checkSignInThrottle, clearSignInFailures, recordSignInFailure } from "./sign-in-throttle";

export type SignInResult =
  | { ok: true; session: NewSession; admin: { id: string; email: string; name: string } }
  | { ok: false; reason: "invalid-credentials" }
  | { ok: false; reason: "throttled"; retryAt: Date }
  /** The password was right; the account's second factor is asked next, carrying this token. */
  | { ok: false; reason: "second-factor"; challengeToken: string };

// Checked when the account does not exist, so both answers take as long.
let decoyHash: Promise<string> | undefined;

/**
 * Signs an admin in with email and password. Every success starts a new
 * session (and ends the one the browser still had); failures are throttled
 * per account and per address, logged, and answered alike for unknown accounts.
 */
export async function signIn({
  db,
  email,
  password,
  clientAddress,
  userAgent,
  previousToken,
  now = new Date(),
}: {
  db: Executor;
  email: string;
  password: string;
  clientAddress: string;
  userAgent?: string | null;
  previousToken?: string | null;
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

  const retryAt = await checkSignInThrottle({ db, now, ...subject });
  if (retryAt) {
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
    return { ok: false, reason: "throttled", retryAt };
  }

  decoyHash ??= hashPassword("decoy password that matches nothing");
  const matches = await verifyPassword(password, account?.hash ?? (await decoyHash));
  if (!account || !matches) {
    await recordSignInFailure({ db, now, ...subject });
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
    return { ok: false, reason: "second-factor", challengeToken: await createSignInChallenge({ db, account, now }) };
  }
  return finishSignIn({ db, account, clientAddress, userAgent, previousToken, now });
}

/** The last step of every sign-in: a new session (ending the browser's previous one), failures forgotten, logged. */
export async function finishSignIn({
  db,
  account,
  clientAddress,
  userAgent,
  previousToken,
  details,
  now,
}: {
  db: Executor;
  account: { id: string; email: string; name: string };
  clientAddress: string;
  userAgent?: string | null;
  previousToken?: string | null;
  details?: Record<string, unknown>;
  now: Date;
}): Promise<SignInResult> {
  if (previousToken) await db.delete(adminSessions).where(eq(adminSessions.id, hashSessionToken(previousToken)));
  await clearSignInFailures({ db, email: account.email, clientAddress });
  const session = await createSession({ db, adminUserId: account.id, clientAddress, userAgent, now });
  await recordAuditEvent({
    db,
    event: {
      action: "sign_in",
      adminUserId: account.id,
      actorEmail: account.email,
      targetType: "admin_user",
      targetId: account.id,
      details,
      ipAddress: clientAddress,
      at: now,
    },
  });
  return { ok: true, session, admin: { id: account.id, email: account.email, name: account.name } };
}
