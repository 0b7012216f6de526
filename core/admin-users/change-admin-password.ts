import { and, eq, ne } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { hashPassword } from "#core/auth/password";
import { errorsOf } from "#core/errors-of";
import { invalid } from "#core/result";
import type { Database } from "#db/client";
import { adminSessions, adminUsers } from "#db/schema";
import { ACCOUNT_MESSAGES, type PasswordChangeInput, PasswordChangeSchema } from "#rules/admin-account";
import { passwordMatches } from "./password-matches";
import type { AccountOutcome } from "./update-admin-account";

/**
 * Changes one's own password with the current one; every other session of the
 * account ends, so a password changed because it leaked shuts the door.
 */
export async function changeAdminPassword({
  db,
  actor,
  input,
  currentSessionId,
}: {
  db: Database;
  actor: AuditActor & { adminUserId: string };
  input: PasswordChangeInput;
  /** Hash of this browser's session token: the session that stays. */
  currentSessionId: string;
}): Promise<AccountOutcome> {
  const parsed = PasswordChangeSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsOf(parsed));
  if (!(await passwordMatches(db, actor.adminUserId, parsed.data.currentPassword))) {
    return invalid({ currentPassword: ACCOUNT_MESSAGES.currentPasswordInvalid });
  }
  const passwordHash = await hashPassword(parsed.data.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, actor.adminUserId));
    const ended = await tx
      .delete(adminSessions)
      .where(and(eq(adminSessions.adminUserId, actor.adminUserId), ne(adminSessions.id, currentSessionId)))
      .returning({ id: adminSessions.id });
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "password_changed",
        targetType: "admin_user",
        targetId: actor.adminUserId,
        details: { otherSessionsEnded: ended.length },
      },
    });
  });
  return { ok: true };
}
