import { and, eq, inArray, ne } from "drizzle-orm";
import { type AuditActor, recordRowChange } from "#core/audit/record-row-change";
import type { Database } from "#db/client";
import { contactMessages } from "#db/schema";
import type { MessageStatus } from "#rules/allowed-values";
import { isUuid } from "#rules/ids";

/**
 * Sets the status of one or several messages: the inbox's bulk Mark read and
 * Archive, and "mark as replied" after the admin chose Reply via Email.
 * Marking read only changes unread messages (a replied or archived message
 * stays so). One transaction; each changed message gets its audit record.
 * Answers how many changed; ids that are not messages are skipped.
 */
export async function setContactMessagesStatus({
  db,
  ids,
  status,
  actor,
}: {
  db: Database;
  ids: readonly string[];
  status: Exclude<MessageStatus, "unread">;
  actor: AuditActor;
}): Promise<{ changed: number }> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return { changed: 0 };
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(contactMessages)
      .set({ status })
      .where(
        and(
          inArray(contactMessages.id, valid),
          status === "read" ? eq(contactMessages.status, "unread") : ne(contactMessages.status, status),
        ),
      )
      .returning({ id: contactMessages.id });
    for (const { id } of updated) {
      await recordRowChange(tx, actor, {
        action: "update",
        targetType: "contact_message",
        targetId: id,
        details: { status },
      });
    }
    return { changed: updated.length };
  });
}
