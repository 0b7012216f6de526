import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { type Invalid, invalid, type Result } from "#core/result";
import type { Database } from "#db/client";
import { adminUsers } from "#db/schema";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor";
import { replaceRecoveryCodes } from "./replace-recovery-codes";
import { matchTotpCode } from "./totp";

/** Checks the first code from the app; on success turns two-factor sign-in on and returns the recovery codes, once. */
export async function confirmTwoFactorSetup({
  db,
  actor,
  code,
  now = new Date(),
}: {
  db: Database;
  actor: AuditActor & { adminUserId: string };
  code: string;
  now?: Date;
}): Promise<Result<{ recoveryCodes: string[] }, Invalid>> {
  const wrongCode = invalid({ code: TWO_FACTOR_MESSAGES.setupCodeInvalid });
  return db.transaction(async (tx): Promise<Result<{ recoveryCodes: string[] }, Invalid>> => {
    const [admin] = await tx
      .select({ secret: adminUsers.totpSecret, enabledAt: adminUsers.totpEnabledAt })
      .from(adminUsers)
      .where(eq(adminUsers.id, actor.adminUserId))
      .for("update");
    if (!admin?.secret || admin.enabledAt) return wrongCode;
    const step = matchTotpCode({ secret: admin.secret, code, lastStep: null, now });
    if (step === null) return wrongCode;
    await tx
      .update(adminUsers)
      .set({ totpEnabledAt: now, totpLastStep: step })
      .where(eq(adminUsers.id, actor.adminUserId));
    const recoveryCodes = await replaceRecoveryCodes(tx, actor.adminUserId);
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "two_factor_enabled", targetType: "admin_user", targetId: actor.adminUserId },
    });
    return { ok: true, recoveryCodes };
  });
}
