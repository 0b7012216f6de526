import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { AuditActor } from "../lists/actor";
import { isUuid } from "../lists/ids";

/** Deletes a message; the audit record keeps who sent it, since the row is gone. */
export async function deleteContactMessage({
  db,
  id,
  actor,
}: {
  db: Database;
  id: string;
  actor: AuditActor;
}): Promise<{ deleted: boolean }> {
  if (!isUuid(id)) return { deleted: false };
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ email: contactMessages.email, name: contactMessages.name });
    if (!deleted) return { deleted: false };
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "delete",
        targetType: "contact_message",
        targetId: id,
        details: { from: deleted.email },
      },
    });
    return { deleted: true };
  });
}
