import type { RowWriteOptions } from "#core/audit/record-row-change";
import type { Result } from "#core/result";
import { moveToTrash } from "#core/trash/move-to-trash";

/**
 * Moves a scheduled class (with its registrations) to the trash, audited in the
 * same transaction (docs/decisions/034-trash.md).
 */
export async function deleteClassInstance({ db, id, actor }: RowWriteOptions): Promise<Result<{ trashId: string }>> {
  return db.transaction(async (tx): Promise<Result<{ trashId: string }>> => {
    const trashed = await moveToTrash({ db: tx, kind: "class_instance", id, actor });
    return trashed.ok ? { ok: true, trashId: trashed.trashId } : trashed;
  });
}
