import { desc, eq } from "drizzle-orm";
import type { Executor } from "#db/client";
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
