import type { AuditActor } from "#core/audit/record-audit-event";
import type { Result } from "#core/result";
import { moveToTrash } from "#core/trash/move-to-trash";
import type { Database } from "#db/client";

/** Moves a question to the trash (docs/decisions/034-trash.md). */
export async function deleteFaqQuestion({
  db,
  id,
  actor,
}: {
  db: Database;
  id: string;
  actor: AuditActor;
}): Promise<Result<{ trashId: string }>> {
  return db.transaction(async (tx) => {
    const trashed = await moveToTrash({ db: tx, kind: "faq_question", id, actor });
    return trashed.ok ? { ok: true, trashId: trashed.trashId } : trashed;
  });
}
