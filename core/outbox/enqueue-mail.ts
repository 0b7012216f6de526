import { z } from "zod";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";
import { emailAddressProblem } from "#rules/email-address";

export type MailAttachment = {
  /** The name the recipient sees, e.g. "workshop.ics". */
  filename: string;
  /** e.g. "text/calendar; method=REQUEST; charset=utf-8". */
  contentType: string;
  content: string | Uint8Array;
};

export type EnqueueMailOptions = {
  /** Pass the transaction that stores what caused the email, so both are kept or neither is. */
  db: Executor;
  /** One recipient address. Write one row per recipient, so each is retried on its own. */
  to: string;
  subject: string;
  /** The plain-text part; every email has one. */
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. { "In-Reply-To": "<...>" } or List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** What caused the email, shown in the Outbox: "contact-message.received", "admin.invited", ... */
  event: string;
  /** The id of the thing that caused it. */
  eventRef?: string;
  /** Fixes the Message-ID now (needed when a later email must refer to it); otherwise it is fixed when first sent. */
  messageIdDomain?: string;
};

export type EnqueuedMail = { id: string; messageId: string | null };

/** The address rule every form checks with (decision 079): what a form took, the outbox takes. */
const Address = z
  .string()
  .refine((address) => emailAddressProblem(address) === null, "must be an address mail can be sent to");
const OneLine = z.string().refine((value) => !/[\r\n]/.test(value), "must be one line");
const HeaderName = z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, "must be a header name");

/**
 * Writes an email to the outbox. Nothing is sent here: the mail worker sends
 * queued rows (or holds them while no mail server is configured), so a caller's
 * transaction that rolls back takes its email with it. Throws on a malformed
 * email, which is a programming error, not a visitor's.
 */
export async function enqueueMail(options: EnqueueMailOptions): Promise<EnqueuedMail> {
  const { db, to, subject, text, html, replyTo, headers = {}, attachments = [], event, eventRef } = options;
  Address.parse(to);
  if (replyTo !== undefined) Address.parse(replyTo);
  OneLine.parse(subject);
  for (const [name, value] of Object.entries(headers)) {
    HeaderName.parse(name);
    OneLine.parse(value);
  }
  for (const attachment of attachments) OneLine.parse(attachment.filename);

  const id = crypto.randomUUID();
  const messageId = options.messageIdDomain ? outboxMessageId(id, options.messageIdDomain) : null;
  await db.insert(outboxEmails).values({
    id,
    toAddress: to,
    replyTo: replyTo ?? null,
    subject,
    textBody: text,
    htmlBody: html ?? null,
    headers,
    attachments: attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      contentBase64: Buffer.from(attachment.content).toString("base64"),
    })),
    event,
    eventRef: eventRef ?? null,
    messageId,
  });
  return { id, messageId };
}

/** The Message-ID of an outbox row: stable, so a retried email is recognised as the same one. */
function outboxMessageId(outboxEmailId: string, domain: string): string {
  return `<${outboxEmailId}@${domain}>`;
}
