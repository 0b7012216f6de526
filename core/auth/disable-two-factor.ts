import { eq } from "drizzle-orm";
import { passwordMatches } from "#core/admin-users/password-matches";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { type Conflict, conflict, type Invalid, invalid, type Result } from "#core/result";
import type { Database } from "#db/client";
import { adminRecoveryCodes, adminUsers, siteSettings } from "#db/schema";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor";

/** Turns two-factor sign-in off, with the current password; refused while the settings require it. */
export async function disableTwoFactor({
  db,
  actor,
  password,
}: {
  db: Database;
  actor: AuditActor & { adminUserId: string };
  password: string;
}): Promise<Result<object, Invalid | Conflict<"required-by-settings">>> {
  const [settings] = await db.select({ required: siteSettings.requireTwoFactor }).from(siteSettings);
  if (settings?.required) return conflict("required-by-settings");
  if (!(await passwordMatches(db, actor.adminUserId, password))) {
    return invalid({ password: TWO_FACTOR_MESSAGES.passwordInvalid });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(adminUsers.id, actor.adminUserId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, actor.adminUserId));
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "two_factor_disabled", targetType: "admin_user", targetId: actor.adminUserId },
    });
  });
  return { ok: true };
}
