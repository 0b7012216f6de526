import type { AuditActor } from "#core/audit/record-audit-event";
import { NOT_FOUND, type Result } from "#core/result";
import type { Database } from "#db/client";
import { isUuid } from "#rules/ids";
import { purgeTrashItems } from "./purge-trash-items";

/** "Delete forever" on the trash screen. */
export async function purgeTrashItem({
  db,
  id,
  actor,
}: {
  db: Database;
  id: string;
  actor: AuditActor;
}): Promise<Result<{ title: string }>> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx): Promise<Result<{ title: string }>> => {
    const [first] = await purgeTrashItems(tx, [id], actor);
    return first ? { ok: true, title: first.title } : NOT_FOUND;
  });
}
