import { desc, eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import type { Database, Executor } from "#db/client";
import { adminSessions } from "#db/schema";

export type ActiveSession = {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
};

/** One's own sessions that have not expired, the latest first. */
export async function listActiveSessions({
  db,
  adminUserId,
  currentSessionId,
  now = new Date(),
}: {
  db: Executor;
  adminUserId: string;
  currentSessionId: string;
  now?: Date;
}): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(adminSessions)
    .where(eq(adminSessions.adminUserId, adminUserId))
    .orderBy(desc(adminSessions.lastSeenAt));
  return rows
    .filter((row) => row.idleExpiresAt > now && row.expiresAt > now)
    .map((row) => ({
      id: row.id.slice(0, 8),
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      current: row.id === currentSessionId,
    }));
}

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
