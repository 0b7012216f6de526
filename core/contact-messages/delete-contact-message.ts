import type { AuditActor } from "#core/audit/record-audit-event";
import type { Result } from "#core/result";
import { moveToTrash } from "#core/trash/move-to-trash";
import type { Executor } from "#db/client";

/**
 * Moves a message (with the replies sent to it) to the trash
 * (docs/decisions/034-trash.md). Every way of deleting messages goes through
 * here, one message at a time; pass a transaction to delete several at once.
 */
export async function deleteContactMessage({
  db,
  id,
  actor,
}: {
  db: Executor;
  id: string;
  actor: AuditActor;
}): Promise<Result<{ trashId: string }>> {
  return db.transaction(async (tx): Promise<Result<{ trashId: string }>> => {
    const trashed = await moveToTrash({ db: tx, kind: "contact_message", id, actor });
    return trashed.ok ? { ok: true, trashId: trashed.trashId } : trashed;
  });
}
