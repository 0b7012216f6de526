import { eq } from "drizzle-orm";
import { type RowWriteOptions, recordRowChange } from "#core/lists/actor";
import { contactMessages } from "#db/schema";
import { isUuid } from "#rules/ids";

/** Deletes a message; the audit record keeps who sent it, since the row is gone. */
export async function deleteContactMessage({ db, id, actor }: RowWriteOptions): Promise<{ deleted: boolean }> {
  if (!isUuid(id)) return { deleted: false };
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ email: contactMessages.email, name: contactMessages.name });
    if (!deleted) return { deleted: false };
    await recordRowChange(tx, actor, {
      action: "delete",
      targetType: "contact_message",
      targetId: id,
      details: { from: deleted.email },
    });
    return { deleted: true };
  });
}
