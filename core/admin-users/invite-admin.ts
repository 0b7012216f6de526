import { and, eq, isNull, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { hashSessionToken, newSecretToken } from "#core/auth/session-token";
import { adminInviteEmail } from "#core/emails/admin-invite-email";
import { errorsOf } from "#core/errors-of";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import type { MailSettings } from "#core/outbox/mail-settings";
import { type Invalid, invalid, type Result } from "#core/result";
import type { Database, Executor } from "#db/client";
import { adminInvites, adminUsers } from "#db/schema";
import { ADMIN_USERS_MESSAGES, INVITE_LIFETIME_MS, InviteSchema } from "#rules/admin-account";

export type CreatedInvite = { id: string; email: string; name: string; token: string; expiresAt: Date };

type InviteOutcome = Result<{ invite: CreatedInvite; delivery: InviteDelivery }, Invalid>;

/**
 * Invites someone to become an admin: a link, valid for a week, where they
 * choose their password. The name typed here is kept with the invitation and
 * becomes the account's name unless they type another. The link is emailed
 * when the site sends mail (deliverAdminInvite), in the same transaction.
 */
export async function inviteAdmin({
  db,
  actor,
  input,
  mail,
  invitedBy,
  now = new Date(),
}: {
  db: Database;
  actor: AuditActor & { adminUserId: string };
  input: { email?: unknown; name?: unknown };
  mail: MailSettings;
  /** The inviting admin as the email names them. */
  invitedBy: string;
  now?: Date;
}): Promise<InviteOutcome> {
  const parsed = InviteSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsOf(parsed));
  const { email, name } = parsed.data;
  return db.transaction(async (tx): Promise<InviteOutcome> => {
    const [existing] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.email})`, email));
    if (existing) return invalid({ email: ADMIN_USERS_MESSAGES.alreadyAdmin });
    // A new invitation replaces an earlier one to the same address.
    await tx
      .delete(adminInvites)
      .where(and(eq(sql`lower(${adminInvites.email})`, email), isNull(adminInvites.acceptedAt)));
    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS);
    const [row] = await tx
      .insert(adminInvites)
      .values({
        tokenHash: hashSessionToken(token),
        email,
        name,
        invitedBy: actor.adminUserId,
        expiresAt,
        createdAt: now,
      })
      .returning({ id: adminInvites.id });
    if (!row) throw new Error("the invitation was not stored");
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "admin_invited", targetType: "admin_invite", targetId: row.id, details: { email } },
    });
    const invite = { id: row.id, email, name, token, expiresAt };
    const delivery = await deliverAdminInvite({ db: tx, invite, mail, invitedBy });
    return { ok: true, invite, delivery };
  });
}

const ADMIN_INVITE_EVENT = "admin.invited";

/** Emailed through the outbox, or, with no mail server set, the link for the inviting admin to pass on. */
export type InviteDelivery = { emailed: true } | { emailed: false; link: string };

/**
 * How an invitation reaches the invited person. With a mail server set, its
 * email is queued in the transaction that stores the invitation
 * (docs/decisions/019-mail-outbox.md), so one is never kept without the other.
 * Without one, no email is queued: a held email would arrive whenever mail is
 * set up, perhaps after the link was used or expired. The link goes back to
 * the inviting admin instead, who sees it once and passes it on.
 */
async function deliverAdminInvite({
  db,
  invite,
  mail,
  invitedBy,
}: {
  /** The transaction that stores the invitation. */
  db: Executor;
  invite: CreatedInvite;
  mail: MailSettings;
  /** Who invites, as the email names them. */
  invitedBy: string;
}): Promise<InviteDelivery> {
  const link = `${mail.siteUrl}/admin/invite/${invite.token}`;
  if (!mail.configured) return { emailed: false, link };
  const message = adminInviteEmail({ siteName: mail.siteName, name: invite.name, invitedBy, acceptUrl: link });
  await enqueueMail({
    db,
    to: invite.email,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: mail.replyTo,
    event: ADMIN_INVITE_EVENT,
    eventRef: invite.id,
  });
  return { emailed: true };
}
