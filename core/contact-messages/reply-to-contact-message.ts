import { asc, eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { contactReplyEmail } from "#core/emails/contact-reply-email";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import type { MailSettings } from "#core/outbox/mail-settings";
import { type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Database } from "#db/client";
import { contactMessageReplies, contactMessages, outboxEmails } from "#db/schema";
import { ContactReplySchema, quoteMessage } from "#rules/contact-reply";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { isUuid } from "#rules/ids";

export const CONTACT_REPLY_EVENT = "contact-message.reply";

type ReplyToContactMessageResult = Result<{ replyId: string }, Invalid<FieldError[]> | NotFound>;

/**
 * Answers a visitor by email from the inbox: stores the reply with the
 * message, marks the message replied and writes the email (threaded after
 * the earlier replies), all in one transaction. Answers to the reply go to the
 * admin who wrote it.
 */
export async function replyToContactMessage({
  db,
  id,
  actor,
  input,
  mail,
  formatDate,
}: {
  db: Database;
  id: string;
  actor: AuditActor;
  input: Record<string, unknown>;
  mail: MailSettings;
  /** How the quoted line dates the visitor's message ("Mar 5, 2026, 3:04 PM"). */
  formatDate: (moment: Date) => string;
}): Promise<ReplyToContactMessageResult> {
  const parsed = ContactReplySchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  if (!isUuid(id)) return NOT_FOUND;
  const { subject, body } = parsed.data;
  return db.transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!message) return NOT_FOUND;
    const earlier = await tx
      .select({ messageId: outboxEmails.messageId })
      .from(contactMessageReplies)
      .innerJoin(outboxEmails, eq(outboxEmails.id, contactMessageReplies.outboxEmailId))
      .where(eq(contactMessageReplies.contactMessageId, id))
      .orderBy(asc(contactMessageReplies.createdAt));
    const thread = [
      contactThreadId(id, mail.messageIdDomain),
      ...earlier.flatMap((reply) => (reply.messageId ? [reply.messageId] : [])),
    ];
    const original = { name: message.name, sentAt: formatDate(message.createdAt), message: message.message };
    const email = contactReplyEmail({
      siteName: mail.siteName,
      subject,
      body,
      original,
      quotedText: quoteMessage(original),
    });
    const queued = await enqueueMail({
      db: tx,
      to: message.email,
      subject,
      text: email.text,
      html: email.html,
      replyTo: actor.actorEmail,
      headers: { "In-Reply-To": thread.at(-1) ?? "", References: thread.join(" ") },
      event: CONTACT_REPLY_EVENT,
      eventRef: id,
      messageIdDomain: mail.messageIdDomain,
    });
    const [reply] = await tx
      .insert(contactMessageReplies)
      .values({
        contactMessageId: id,
        adminUserId: actor.adminUserId,
        authorEmail: actor.actorEmail,
        subject,
        body,
        outboxEmailId: queued.id,
      })
      .returning({ id: contactMessageReplies.id });
    if (!reply) throw new Error("The reply was not stored");
    await tx.update(contactMessages).set({ status: "replied" }).where(eq(contactMessages.id, id));
    await recordAuditEvent({
      db: tx,
      event: { action: "update", ...actor, targetType: "contact_message", targetId: id, details: { reply: reply.id } },
    });
    return { ok: true as const, replyId: reply.id };
  });
}

/**
 * The thread's root: the visitor's message came through a form, so it has no
 * Message-ID of its own; every reply refers to this one, so mail programs
 * keep all replies to one message in one conversation.
 */
function contactThreadId(contactMessageId: string, domain: string): string {
  return `<contact-message-${contactMessageId}@${domain}>`;
}
