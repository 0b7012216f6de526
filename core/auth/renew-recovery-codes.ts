import { eq } from "drizzle-orm";
import { passwordMatches } from "#core/admin-users/password-matches";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { type Conflict, conflict, type Invalid, invalid, type Result } from "#core/result";
import type { Database } from "#db/client";
import { adminUsers } from "#db/schema";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor";
import { replaceRecoveryCodes } from "./replace-recovery-codes";

/**
 * New recovery codes for an account with two-factor sign-in, with the current
 * password (a session left open is not enough to take them); the old ones stop
 * working.
 */
export async function renewRecoveryCodes({
  db,
  actor,
  password,
}: {
  db: Database;
  actor: AuditActor & { adminUserId: string };
  password: string;
}): Promise<Result<{ recoveryCodes: string[] }, Invalid | Conflict<"two-factor-off">>> {
  if (!(await passwordMatches(db, actor.adminUserId, password))) {
    return invalid({ password: TWO_FACTOR_MESSAGES.passwordInvalid });
  }
  const [admin] = await db
    .select({ enabledAt: adminUsers.totpEnabledAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, actor.adminUserId));
  if (!admin?.enabledAt) return conflict("two-factor-off");
  const recoveryCodes = await db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, actor.adminUserId);
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "recovery_codes_renewed", targetType: "admin_user", targetId: actor.adminUserId },
    });
    return codes;
  });
  return { ok: true, recoveryCodes };
}
