import type { Executor } from "#db/client";
import { auditLog } from "#db/schema";

/** Everyone who appears in the log, for the person filter. */
export async function listAuditPeople({ db }: { db: Executor }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: auditLog.actorEmail })
    .from(auditLog)
    .orderBy(auditLog.actorEmail)
    .limit(500);
  return rows.map((row) => row.email);
}
