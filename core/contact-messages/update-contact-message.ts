import { eq } from "drizzle-orm";
import { type AuditActor, recordRowChange } from "#core/lists/actor";
import type { Database } from "#db/client";
import { contactMessages } from "#db/schema";
import { ContactMessageUpdateSchema } from "#rules/contact-inbox";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { isUuid } from "#rules/ids";

export type UpdateContactMessageResult =
  | { ok: true }
  | { ok: false; reason: "invalid"; validationErrors: FieldError[] }
  | { ok: false; reason: "not-found" };

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
  if (!parsed.success) return { ok: false, reason: "invalid", validationErrors: fieldErrors(parsed.error) };
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(contactMessages)
      .set(parsed.data)
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (updated.length === 0) return { ok: false, reason: "not-found" } as const;
    await recordRowChange(tx, actor, {
      action: "update",
      targetType: "contact_message",
      targetId: id,
      details: { status: parsed.data.status, priority: parsed.data.priority },
    });
    return { ok: true } as const;
  });
}
