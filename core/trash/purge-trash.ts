import { and, eq, inArray, lte } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { deleteUnusedImage } from "#core/images/delete-unused-image";
import { NOT_FOUND, type Result } from "#core/result";
import type { Database, Executor } from "#db/client";
import { trashItems } from "#db/schema";
import { isUuid } from "#rules/ids";
import { TRASH_KEEP_DAYS } from "#rules/trash";

/** Who empties the trash when nobody asked: the daily job. */
export const TRASH_JOB_ACTOR: AuditActor = { adminUserId: null, actorEmail: "automatic clean-up" };

/**
 * Deletes trash items for good, in the caller's transaction: with a class type
 * go the class dates of it still in the trash (they cannot come back without
 * it), and every stored image they showed that nothing else shows now.
 */
async function purgeItems(tx: Executor, ids: string[], actor: AuditActor): Promise<{ title: string }[]> {
  if (ids.length === 0) return [];
  const gone = await tx.delete(trashItems).where(inArray(trashItems.id, ids)).returning();
  const classTypeIds = gone.filter((item) => item.kind === "class_type").map((item) => item.rowId);
  if (classTypeIds.length > 0)
    gone.push(
      ...(await tx
        .delete(trashItems)
        .where(and(eq(trashItems.kind, "class_instance"), inArray(trashItems.parentRowId, classTypeIds)))
        .returning()),
    );
  for (const imageId of new Set(gone.flatMap((item) => item.imageIds))) await deleteUnusedImage({ db: tx, imageId });
  for (const item of gone)
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "purge", targetType: item.kind, targetId: item.rowId, details: { title: item.title } },
    });
  return gone;
}

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
    const [first] = await purgeItems(tx, [id], actor);
    return first ? { ok: true, title: first.title } : NOT_FOUND;
  });
}

/** The daily job: deletes for good what has been in the trash for 30 days or more. Returns how many items went. */
export async function purgeExpiredTrash({ db, now = new Date() }: { db: Database; now?: Date }): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_KEEP_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const due = await tx.select({ id: trashItems.id }).from(trashItems).where(lte(trashItems.deletedAt, cutoff));
    return (
      await purgeItems(
        tx,
        due.map((item) => item.id),
        TRASH_JOB_ACTOR,
      )
    ).length;
  });
}
