import { eq } from "drizzle-orm";
import { type AuditActor, recordRowChange } from "#core/audit/record-row-change";
import { type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Database } from "#db/client";
import { contactMessages } from "#db/schema";
import { ContactMessageUpdateSchema } from "#rules/contact-inbox";
import { errorsByField, fieldErrors } from "#rules/form-text";
import { isUuid } from "#rules/ids";

type UpdateContactMessageResult = Result<object, NotFound | Invalid>;

/** Sets a message's status, priority and admin notes from the Message Details modal. */
export async function updateContactMessage({
  db,
  id,
  input,
  actor,
}: {
  db: Database;
  id: string;
  input: Record<string, unknown>;
  actor: AuditActor;
}): Promise<UpdateContactMessageResult> {
  const parsed = ContactMessageUpdateSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsByField(fieldErrors(parsed.error)));
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx): Promise<UpdateContactMessageResult> => {
    const updated = await tx
      .update(contactMessages)
      .set(parsed.data)
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (updated.length === 0) return NOT_FOUND;
    await recordRowChange(tx, actor, {
      action: "update",
      targetType: "contact_message",
      targetId: id,
      details: { status: parsed.data.status, priority: parsed.data.priority },
    });
    return { ok: true } as const;
  });
}
