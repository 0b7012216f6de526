import { eq } from "drizzle-orm";
import { revokeActionTokens } from "#core/action-tokens/revoke-action-tokens";
import { spendActionToken } from "#core/action-tokens/spend-action-token";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import { type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Database } from "#db/client";
import { adminSessions, adminUsers } from "#db/schema";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { NewPasswordSchema } from "#rules/password-reset";
import { hashPassword } from "./password";

/** Not found: the link is unknown, used or expired. */
type ResetPasswordResult = Result<{ adminUserId: string; email: string }, Invalid<FieldError[]> | NotFound>;

/**
 * Sets a new password through a reset link. The link is used up, every other
 * reset link of the account stops working, and every session of the account
 * ends: whoever knew the old password is signed out everywhere. The caller
 * marks the browser as the account's own (the recognised-device cookie): the
 * link proved the inbox is hers, so strangers' guesses at the account cannot
 * keep her out of the browser she reset from (decision 048).
 */
export async function resetPassword({
  db,
  token,
  input,
  clientAddress,
}: {
  db: Database;
  token: string;
  input: Record<string, unknown>;
  clientAddress?: string;
}): Promise<ResetPasswordResult> {
  const parsed = NewPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  // Hashing is slow on purpose; do it before holding a transaction open.
  const passwordHash = await hashPassword(parsed.data.password);
  return db.transaction(async (tx) => {
    const adminId = await spendActionToken({ db: tx, purpose: "reset-password", token });
    if (!adminId) return NOT_FOUND;
    const [admin] = await tx
      .update(adminUsers)
      .set({ passwordHash })
      .where(eq(adminUsers.id, adminId))
      .returning({ email: adminUsers.email });
    if (!admin) return NOT_FOUND;
    await revokeActionTokens({ db: tx, purpose: "reset-password", targetId: adminId });
    await tx.delete(adminSessions).where(eq(adminSessions.adminUserId, adminId));
    await recordAuditEvent({
      db: tx,
      event: {
        action: "update",
        adminUserId: adminId,
        actorEmail: admin.email,
        targetType: "admin_user",
        targetId: adminId,
        details: { passwordReset: true },
        ipAddress: clientAddress,
      },
    });
    return { ok: true as const, adminUserId: adminId, email: admin.email };
  });
}
