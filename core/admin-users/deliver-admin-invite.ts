import { adminInviteEmail } from "#core/emails/admin-invite-email";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import type { MailSettings } from "#core/outbox/mail-settings";
import type { Executor } from "#db/client";
import type { CreatedInvite } from "./invite-admin";

export const ADMIN_INVITE_EVENT = "admin.invited";

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
export async function deliverAdminInvite({
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
    event: ADMIN_INVITE_EVENT,
    eventRef: invite.id,
  });
  return { emailed: true };
}
