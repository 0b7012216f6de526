import { eq } from "drizzle-orm";
import { classInstances } from "../../db/schema";
import { isUuid } from "../../rules/ids";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { RowWriteOptions } from "../lists/actor";
import { NOT_FOUND } from "./write-result";

/** Deletes a scheduled class, audited in the same transaction. */
export async function deleteClassInstance({
  db,
  id,
  actor,
}: RowWriteOptions): Promise<{ ok: true } | typeof NOT_FOUND> {
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
