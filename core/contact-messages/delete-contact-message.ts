import { eq } from "drizzle-orm";
import { type RowWriteOptions, recordRowChange } from "#core/audit/record-row-change";
import { NOT_FOUND, type Result } from "#core/result";
import { contactMessages } from "#db/schema";
import { isUuid } from "#rules/ids";

/** Deletes a message; the audit record keeps who sent it, since the row is gone. */
export async function deleteContactMessage({ db, id, actor }: RowWriteOptions): Promise<Result> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx): Promise<Result> => {
    const [deleted] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ email: contactMessages.email, name: contactMessages.name });
    if (!deleted) return NOT_FOUND;
    await recordRowChange(tx, actor, {
      action: "delete",
      targetType: "contact_message",
      targetId: id,
      details: { from: deleted.email },
    });
    return { ok: true };
  });
}
