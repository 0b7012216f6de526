import type { Database } from "#db/client";
import { teamMembers } from "#db/schema";
import type { AuditActor } from "./audit/record-audit-event";
import type { Result } from "./result";
import { moveToTrash } from "./trash/move-to-trash";
import type { ContentTable } from "./write-content-row";

/** Moves a content row to the trash and records it, in one transaction (docs/decisions/034-trash.md). */
export async function deleteContentRow({
  db,
  table,
  id,
  actor,
}: {
  db: Database;
  table: ContentTable;
  id: string;
  actor: AuditActor;
}): Promise<Result<{ name: string; trashId: string }>> {
  const kind = table === teamMembers ? "team_member" : "testimonial";
  return db.transaction(async (tx): Promise<Result<{ name: string; trashId: string }>> => {
    const trashed = await moveToTrash({ db: tx, kind, id, actor });
    return trashed.ok ? { ok: true, name: trashed.title, trashId: trashed.trashId } : trashed;
  });
}
