import { contactAlertEmail } from "#core/emails/contact-alert-email";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import { type MailSettings, oneLine } from "#core/outbox/mail-settings";
import { ownerAlertRecipients } from "#core/outbox/owner-alert-recipients";
import { type Invalid, invalid, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { contactMessages } from "#db/schema";
import { ContactMessageSchema } from "#rules/contact-message";
import { type FieldError, fieldErrors } from "#rules/form-text";

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

export const CONTACT_ALERT_EVENT = "contact-message.received";

/**
 * Writes the owner's alert for a new contact message: to the notification
 * address of the site settings, or to every admin while it is empty (never to
 * the support address, which visitors write to). NOTIFY_EMAIL is only the
 * setting's first value, used until the settings are stored. Call it in the
 * transaction that stores the message, so the message never exists without its alert.
 */
async function alertOwnerOfContactMessage({
  db,
  mail,
  contactMessageId,
  message,
}: {
  db: Executor;
  mail: MailSettings;
  contactMessageId: string;
  message: { name: string; email: string; subject: string; message: string };
}): Promise<number> {
  const recipients = await ownerAlertRecipients({ db, mail });
  const email = contactAlertEmail({
    siteName: mail.siteName,
    messageUrl: `${mail.siteUrl}/admin/inbox?message=${contactMessageId}`,
    message,
  });
  for (const to of recipients) {
    await enqueueMail({
      db,
      to,
      subject: oneLine(email.subject),
      text: email.text,
      html: email.html,
      replyTo: message.email,
      event: CONTACT_ALERT_EVENT,
      eventRef: contactMessageId,
    });
  }
  return recipients.length;
}
