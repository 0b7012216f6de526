import type { AuditActor } from "#core/audit/record-row-change";
import type { Database } from "#db/client";
import { deleteContactMessage } from "./delete-contact-message";

/**
 * The inbox's bulk delete: each selected message goes exactly as a single
 * delete does (the same function: to the trash, with its record), all in one
 * transaction. Answers how many were deleted and the trash items they became
 * (which an Undo restores); messages already gone are skipped.
 */
export async function deleteContactMessages({
  db,
  ids,
  actor,
}: {
  db: Database;
  ids: readonly string[];
  actor: AuditActor;
}): Promise<{ deleted: number; trashIds: string[] }> {
  return db.transaction(async (tx) => {
    const trashIds: string[] = [];
    for (const id of new Set(ids)) {
      const outcome = await deleteContactMessage({ db: tx, id, actor });
      if (outcome.ok) trashIds.push(outcome.trashId);
    }
    return { deleted: trashIds.length, trashIds };
  });
}
