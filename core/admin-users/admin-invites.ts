import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { hashPassword } from "#core/auth/password";
import { hashSessionToken, newSecretToken } from "#core/auth/session-token";
import type { Database, Executor } from "#db/client";
import { adminInvites, adminUsers } from "#db/schema";
import { ADMIN_USERS_MESSAGES, INVITE_LIFETIME_MS, InviteSchema, NewPasswordSchema } from "#rules/admin-account";

type Errors = Record<string, string>;

function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

export type CreatedInvite = { id: string; email: string; name: string; token: string; expiresAt: Date };

/** Invites someone to become an admin: a link, valid for a week, where they choose their password. */
export async function inviteAdmin({
  db,
  actor,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: AuditActor & { adminUserId: string };
  input: { email?: unknown; name?: unknown };
  now?: Date;
}): Promise<{ ok: true; invite: CreatedInvite } | { ok: false; errors: Errors }> {
  const parsed = InviteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error.issues) };
  const { email, name } = parsed.data;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.email})`, email));
    if (existing) return { ok: false as const, errors: { email: ADMIN_USERS_MESSAGES.alreadyAdmin } };
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
    return { ok: true as const, invite: { id: row.id, email, name, token, expiresAt } };
  });
}

/** The invitation a link's token belongs to, while it is open. */
export async function findOpenInvite({ db, token, now = new Date() }: { db: Executor; token: string; now?: Date }) {
  const [invite] = await db
    .select({ id: adminInvites.id, email: adminInvites.email, name: adminInvites.name })
    .from(adminInvites)
    .where(
      and(
        eq(adminInvites.tokenHash, hashSessionToken(token)),
        isNull(adminInvites.acceptedAt),
        gt(adminInvites.expiresAt, now),
      ),
    );
  return invite ?? null;
}

/** The invited person chooses a name and password; the invitation becomes an admin account and is spent. */
export async function acceptAdminInvite({
  db,
  token,
  input,
  ipAddress,
  now = new Date(),
}: {
  db: Database;
  token: string;
  input: { name?: unknown; password?: unknown; confirmPassword?: unknown };
  ipAddress?: string;
  now?: Date;
}): Promise<{ ok: true; admin: { id: string; email: string; name: string } } | { ok: false; errors: Errors }> {
  const parsed = NewPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error.issues) };
  const passwordHash = await hashPassword(parsed.data.password);
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(adminInvites)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(adminInvites.tokenHash, hashSessionToken(token)),
          isNull(adminInvites.acceptedAt),
          gt(adminInvites.expiresAt, now),
        ),
      )
      .returning({ id: adminInvites.id, email: adminInvites.email });
    if (!invite) return { ok: false as const, errors: { form: ADMIN_USERS_MESSAGES.inviteInvalid } };
    const [admin] = await tx
      .insert(adminUsers)
      .values({ email: invite.email, name: parsed.data.name, passwordHash })
      .onConflictDoNothing()
      .returning({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name });
    if (!admin) return { ok: false as const, errors: { form: ADMIN_USERS_MESSAGES.alreadyAdmin } };
    await recordAuditEvent({
      db: tx,
      event: {
        action: "admin_joined",
        adminUserId: admin.id,
        actorEmail: admin.email,
        ipAddress,
        targetType: "admin_user",
        targetId: admin.id,
        details: { invite: invite.id },
      },
    });
    return { ok: true as const, admin };
  });
}

export async function revokeAdminInvite({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: AuditActor;
  id: string;
}): Promise<{ ok: boolean }> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(adminInvites)
      .where(and(eq(adminInvites.id, id), isNull(adminInvites.acceptedAt)))
      .returning({ email: adminInvites.email });
    if (!gone) return { ok: false };
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "delete", targetType: "admin_invite", targetId: id, details: { email: gone.email } },
    });
    return { ok: true };
  });
}
