import { and, eq, isNull } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { NOT_FOUND, type Result } from "#core/result";
import type { Database } from "#db/client";
import { adminInvites } from "#db/schema";
import { isUuid } from "#rules/ids";

/** Takes back an invitation not yet accepted. */
export async function revokeAdminInvite({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: AuditActor;
  id: string;
}): Promise<Result> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx): Promise<Result> => {
    const [gone] = await tx
      .delete(adminInvites)
      .where(and(eq(adminInvites.id, id), isNull(adminInvites.acceptedAt)))
      .returning({ email: adminInvites.email });
    if (!gone) return NOT_FOUND;
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "delete", targetType: "admin_invite", targetId: id, details: { email: gone.email } },
    });
    return { ok: true };
  });
}
