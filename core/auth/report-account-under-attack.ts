import { recordAuditEvent } from "#core/audit/record-audit-event";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import type { Executor } from "#db/client";

/**
 * The account was locked because wrong passwords came from several
 * addresses: someone is guessing. Recorded once per series of failures (a
 * successful sign-in starts a new series); the owner is shown a notice at her
 * next sign-in (see findSignInWarning), and by email (held in the outbox until
 * a mail server is set up, like every email).
 */
export async function reportAccountUnderAttack({
  db,
  account,
  clientAddress,
  lockedUntil,
  now = new Date(),
}: {
  db: Executor;
  account: { id: string; email: string };
  /** The address whose attempt locked the account. */
  clientAddress: string;
  lockedUntil: Date;
  now?: Date;
}): Promise<void> {
  await recordAuditEvent({
    db,
    event: {
      action: "account_under_attack",
      adminUserId: account.id,
      actorEmail: account.email,
      targetType: "admin_user",
      targetId: account.id,
      details: { lockedUntil: lockedUntil.toISOString() },
      ipAddress: clientAddress,
      at: now,
    },
  });
  await enqueueMail({
    db,
    to: account.email,
    subject: "Someone is trying to sign in to your account",
    text: [
      "Hello,",
      "",
      `Your back-office account (${account.email}) received many wrong passwords from several addresses, the last from ${clientAddress}.`,
      `To protect it, new sign-ins are paused until ${lockedUntil.toUTCString()}, except from browsers you have signed in with before.`,
      "",
      "If this was not you, nothing was opened: the password was not accepted. You may still want to choose a new, longer password once you are signed in.",
    ].join("\n"),
    event: "admin.account-under-attack",
    eventRef: account.id,
  });
}
