import { and, eq } from "drizzle-orm";
import { type RowWriteOptions, recordRowChange } from "#core/audit/record-row-change";
import { contactMessages } from "#db/schema";
import { isUuid } from "#rules/ids";

/**
 * Opening an unread message marks it read (decision 012). A message in any
 * other status is left as it is; the answer says whether anything changed.
 */
export async function markContactMessageRead({ db, id, actor }: RowWriteOptions): Promise<{ changed: boolean }> {
  if (!isUuid(id)) return { changed: false };
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(contactMessages)
      .set({ status: "read" })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, "unread")))
      .returning({ id: contactMessages.id });
    if (updated.length === 0) return { changed: false };
    await recordRowChange(tx, actor, {
      action: "update",
      targetType: "contact_message",
      targetId: id,
      details: { status: "read" },
    });
    return { changed: true };
  });
}
