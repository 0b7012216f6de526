import { and, eq, isNull, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { hashSessionToken, newSecretToken } from "#core/auth/session-token";
import { errorsOf } from "#core/errors-of";
import type { MailSettings } from "#core/outbox/mail-settings";
import { type Invalid, invalid, type Result } from "#core/result";
import type { Database } from "#db/client";
import { adminInvites, adminUsers } from "#db/schema";
import { ADMIN_USERS_MESSAGES, INVITE_LIFETIME_MS, InviteSchema } from "#rules/admin-account";
import { deliverAdminInvite, type InviteDelivery } from "./deliver-admin-invite";

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
