import { and, eq, gt, isNull } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import { hashPassword } from "#core/auth/password";
import { hashSessionToken } from "#core/auth/session-token";
import { errorsOf } from "#core/errors-of";
import { type Conflict, conflict, type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Database } from "#db/client";
import { adminInvites, adminUsers } from "#db/schema";
import { NewPasswordSchema } from "#rules/admin-account";

type AcceptOutcome = Result<
  { admin: { id: string; email: string; name: string } },
  NotFound | Invalid | Conflict<"already-admin">
>;

/**
 * The invited person chooses a name and password; the invitation becomes an
 * admin account and is spent. A name left empty is the one the inviting admin
 * typed.
 */
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
}): Promise<AcceptOutcome> {
  const parsed = NewPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsOf(parsed));
  const passwordHash = await hashPassword(parsed.data.password);
  return db.transaction(async (tx): Promise<AcceptOutcome> => {
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
      .returning({ id: adminInvites.id, email: adminInvites.email, name: adminInvites.name });
    if (!invite) return NOT_FOUND;
    const [admin] = await tx
      .insert(adminUsers)
      .values({ email: invite.email, name: parsed.data.name || invite.name, passwordHash })
      .onConflictDoNothing()
      .returning({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name });
    if (!admin) return conflict("already-admin");
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
    return { ok: true, admin };
  });
}
