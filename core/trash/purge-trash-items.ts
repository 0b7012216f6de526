import { and, eq, inArray } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { deleteUnusedImage } from "#core/images/delete-unused-image";
import type { Executor } from "#db/client";
import { trashItems } from "#db/schema";

/**
 * Deletes trash items for good, in the caller's transaction: with a class type
 * go the class dates of it still in the trash (they cannot come back without
 * it), and every stored image they showed that nothing else shows now.
 */
export async function purgeTrashItems(tx: Executor, ids: string[], actor: AuditActor): Promise<{ title: string }[]> {
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
