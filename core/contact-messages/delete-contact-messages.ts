import type { AuditActor } from "#core/audit/record-row-change";
import type { Database } from "#db/client";
import { deleteContactMessage } from "./delete-contact-message";

/**
 * The inbox's bulk delete: each selected message goes exactly as a single
 * delete does (the same function: to the trash, with its record), all in one
 * transaction. Answers how many were deleted; messages already gone are skipped.
 */
export async function deleteContactMessages({
  db,
  ids,
  actor,
}: {
  db: Database;
  ids: readonly string[];
  actor: AuditActor;
}): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    let deleted = 0;
    for (const id of new Set(ids)) {
      const outcome = await deleteContactMessage({ db: tx, id, actor });
      if (outcome.ok) deleted += 1;
    }
    return { deleted };
  });
}
