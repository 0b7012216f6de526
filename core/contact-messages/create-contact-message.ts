import { type Invalid, invalid, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { contactMessages } from "#db/schema";
import { ContactMessageSchema } from "#rules/contact-message";
import { type FieldError, fieldErrors } from "#rules/form-text";

type CreateContactMessageResult = Result<{ id: string }, Invalid<FieldError[]>>;

/** Stores a visitor's message, unread with normal priority, after the contact form's rules. */
export async function createContactMessage({
  db,
  input,
}: {
  db: Executor;
  input: Record<string, unknown>;
}): Promise<CreateContactMessageResult> {
  const parsed = ContactMessageSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const [created] = await db
    .insert(contactMessages)
    .values({ ...parsed.data, status: "unread", priority: "normal" })
    .returning({ id: contactMessages.id });
  if (!created) throw new Error("The contact message was not stored");
  return { ok: true, id: created.id };
}
