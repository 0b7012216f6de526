import { eq } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import type { RowWriteOptions } from "#core/audit/record-row-change";
import { NOT_FOUND, type Result } from "#core/result";
import { classInstances } from "#db/schema";
import { isUuid } from "#rules/ids";

/** Deletes a scheduled class, audited in the same transaction. */
export async function deleteClassInstance({ db, id, actor }: RowWriteOptions): Promise<Result> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(classInstances)
      .where(eq(classInstances.id, id))
      .returning({ classTypeId: classInstances.classTypeId, date: classInstances.date });
    if (!row) return NOT_FOUND;
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "delete", targetType: "class_instance", targetId: id, details: row },
    });
    return { ok: true } as const;
  });
}
