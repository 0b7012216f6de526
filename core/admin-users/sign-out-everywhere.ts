import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import type { Database } from "#db/client";
import { adminSessions } from "#db/schema";

/** Ends every session of the account, this browser's too. */
export async function signOutEverywhere({ db, actor }: { db: Database; actor: AuditActor & { adminUserId: string } }) {
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(adminSessions)
      .where(eq(adminSessions.adminUserId, actor.adminUserId))
      .returning({ id: adminSessions.id });
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "sessions_ended",
        targetType: "admin_user",
        targetId: actor.adminUserId,
        details: { sessions: ended.length },
      },
    });
  });
}
