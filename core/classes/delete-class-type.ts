import { count, eq } from "drizzle-orm";
import type { RowWriteOptions } from "#core/audit/record-row-change";
import { type Conflict, conflict, NOT_FOUND, type NotFound, type Result } from "#core/result";
import { moveToTrash } from "#core/trash/move-to-trash";
import type { Executor } from "#db/client";
import { isForeignKeyViolation } from "#db/errors";
import { classInstances } from "#db/schema";
import { isUuid } from "#rules/ids";

type DeleteClassTypeResult = Result<
  { trashId: string },
  NotFound | Conflict<"has-classes", { scheduledClasses: number }>
>;

const INSTANCES_CONSTRAINT = "class_instances_class_type_id_class_types_id_fk";

async function countScheduledClasses(db: Executor, classTypeId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(classInstances)
    .where(eq(classInstances.classTypeId, classTypeId));
  return row?.total ?? 0;
}

/**
 * Moves a class type that has no scheduled classes to the trash
 * (docs/decisions/034-trash.md). One that has some is kept
 * (docs/decisions/003-deleting-referenced-rows.md), and the caller is told how many.
 */
export async function deleteClassType({ db, id, actor }: RowWriteOptions): Promise<DeleteClassTypeResult> {
  if (!isUuid(id)) return NOT_FOUND;
  try {
    return await db.transaction(async (tx): Promise<DeleteClassTypeResult> => {
      const scheduledClasses = await countScheduledClasses(tx, id);
      if (scheduledClasses > 0) return conflict("has-classes", { scheduledClasses });
      const trashed = await moveToTrash({ db: tx, kind: "class_type", id, actor });
      return trashed.ok ? { ok: true, trashId: trashed.trashId } : trashed;
    });
  } catch (error) {
    // A class was scheduled for it between the count and the delete; the database kept both.
    if (isForeignKeyViolation(error, INSTANCES_CONSTRAINT))
      return conflict("has-classes", { scheduledClasses: await countScheduledClasses(db, id) });
    throw error;
  }
}
