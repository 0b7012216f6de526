import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { teamMembers } from "../../db/schema";
import { isRecordId } from "../../rules/record-id";
import { type AuditActor, recordAuditEvent } from "../audit/record-audit-event";

/**
 * Removes a team member. Class types they teach stay, without an instructor
 * (docs/decisions/003-deleting-referenced-rows.md); the database does that.
 */
export async function deleteTeamMember({
  db,
  id,
  actor,
}: {
  db: Database;
  id: string;
  actor: AuditActor;
}): Promise<{ ok: true; name: string } | { ok: false; notFound: true }> {
  if (!isRecordId(id)) return { ok: false, notFound: true };
  const name = await db.transaction(async (tx) => {
    const [row] = await tx.delete(teamMembers).where(eq(teamMembers.id, id)).returning({ name: teamMembers.name });
    if (!row) return null;
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "delete", targetType: "team_member", targetId: id, details: { name: row.name } },
    });
    return row.name;
  });
  return name === null ? { ok: false, notFound: true } : { ok: true, name };
}
