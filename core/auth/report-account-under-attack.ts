import { recordAuditEvent } from "#core/audit/record-audit-event";
import type { Executor } from "#db/client";

/**
 * The account was locked because wrong passwords came from several
 * addresses: someone is guessing. Recorded once per series of failures (a
 * successful sign-in starts a new series); the owner is shown a notice at her
 * next sign-in (see findSignInWarning). This is the one place to add any other
 * way of telling her, such as an email.
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
}
