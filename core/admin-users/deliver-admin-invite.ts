import type { Executor } from "#db/client";
import type { CreatedInvite } from "./invite-admin";

export type InviteDelivery = { emailed: true } | { emailed: false; link: string };

/**
 * How an invitation reaches the invited person: the one place where its email
 * is to be queued once the site sends mail. Until then the link goes back to
 * the inviting admin, who sees it once and passes it on.
 */
export async function deliverAdminInvite({
  invite,
  siteUrl,
}: {
  db: Executor;
  invite: CreatedInvite;
  siteUrl: string;
}): Promise<InviteDelivery> {
  return { emailed: false, link: `${siteUrl}/admin/invite/${invite.token}` };
}
