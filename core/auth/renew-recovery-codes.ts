import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import type { Database } from "#db/client";
import { replaceRecoveryCodes } from "./replace-recovery-codes";

/** New recovery codes for an account with two-factor sign-in; the old ones stop working. */
export async function renewRecoveryCodes({ db, actor }: { db: Database; actor: AuditActor & { adminUserId: string } }) {
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, actor.adminUserId);
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "recovery_codes_renewed", targetType: "admin_user", targetId: actor.adminUserId },
    });
    return codes;
  });
}
