import { z } from "zod/mini";
import { textField } from "./form-text";

/** The reply form of the Message Details modal: its rules and words. */

export const REPLY_LIMITS = { subjectMax: 200, bodyMax: 20_000 } as const;

export const REPLY_MESSAGES = {
  subjectRequired: "Subject is required",
  subjectTooLong: `Subject must be less than ${REPLY_LIMITS.subjectMax} characters`,
  bodyRequired: "Reply is required",
  bodyTooLong: `Reply must be less than ${REPLY_LIMITS.bodyMax} characters`,
  sent: "Reply sent",
  queuedWithoutMail: "Reply saved; it will be sent once email is set up",
  failed: "Failed to send the reply",
} as const;

export const ContactReplySchema = z.object({
  subject: z.pipe(
    textField(
      z.minLength(1, { error: REPLY_MESSAGES.subjectRequired, abort: true }),
      z.maxLength(REPLY_LIMITS.subjectMax, { error: REPLY_MESSAGES.subjectTooLong }),
    ),
    z.transform((subject) => subject.replace(/\s+/g, " ")),
  ),
  body: textField(
    z.minLength(1, { error: REPLY_MESSAGES.bodyRequired, abort: true }),
    z.maxLength(REPLY_LIMITS.bodyMax, { error: REPLY_MESSAGES.bodyTooLong }),
  ),
});

/** "Re: {subject}", not doubled when the visitor's subject already starts with Re:. */
export function replySubject(subject: string): string {
  const base = subject.trim() || "Your message";
  return /^re:/i.test(base) ? base : `Re: ${base}`;
}

/** The visitor's message quoted below a reply, as mail programs do. */
export function quoteMessage({ name, sentAt, message }: { name: string; sentAt: string; message: string }): string {
  const quoted = message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  return `On ${sentAt}, ${name} wrote:\n${quoted}`;
}

/** The reply form's field labels. */
export const REPLY_LABELS = { subject: "Subject", body: "Reply" } as const;
