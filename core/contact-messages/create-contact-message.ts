import type { MailSettings } from "#core/outbox/mail-settings";
import { type Invalid, invalid, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { contactMessages } from "#db/schema";
import { ContactMessageSchema } from "#rules/contact-message";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { alertOwnerOfContactMessage } from "./alert-owner";

type CreateContactMessageResult = Result<{ id: string }, Invalid<FieldError[]>>;

/**
 * Stores a visitor's message, unread with normal priority, after the contact
 * form's rules, together with the owner's alert email: both or neither.
 */
export async function createContactMessage({
  db,
  input,
  mail,
}: {
  db: Executor;
  input: Record<string, unknown>;
  mail: MailSettings;
}): Promise<CreateContactMessageResult> {
  const parsed = ContactMessageSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const message = parsed.data;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contactMessages)
      .values({ ...message, status: "unread", priority: "normal" })
      .returning({ id: contactMessages.id });
    if (!created) throw new Error("The contact message was not stored");
    await alertOwnerOfContactMessage({
      db: tx,
      mail,
      contactMessageId: created.id,
      message: { name: message.name, email: message.email, subject: message.subject ?? "", message: message.message },
    });
    return { ok: true as const, id: created.id };
  });
}
