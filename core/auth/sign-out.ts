import { eq } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import type { Executor } from "#db/client";
import { adminSessions, adminUsers } from "#db/schema";
import { hashSessionToken } from "./session-token";

/** Ends the session of this token on the server and records the sign-out. */
export async function signOut({
  db,
  token,
  clientAddress,
  reason = "logout",
}: {
  db: Executor;
  token: string;
  clientAddress?: string;
  reason?: "logout" | "inactivity";
}): Promise<void> {
  const [ended] = await db
    .delete(adminSessions)
    .where(eq(adminSessions.id, hashSessionToken(token)))
    .returning({ adminUserId: adminSessions.adminUserId });
  if (!ended) return;
  const [admin] = await db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.id, ended.adminUserId));
  await recordAuditEvent({
    db,
    event: {
      action: "sign_out",
      adminUserId: ended.adminUserId,
      actorEmail: admin?.email ?? "",
      targetType: "admin_user",
      targetId: ended.adminUserId,
      details: { reason },
      ipAddress: clientAddress,
    },
  });
}
