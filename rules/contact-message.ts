import { z } from "zod/mini";
import { emailField, textField } from "./form-text";

/** The contact form's rules and messages (public-site spec, section 5). */

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 2000,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: "Name must be less than 100 characters",
  nameCharacters: "Name can only contain letters, spaces, hyphens, apostrophes, and periods",
  subjectTooLong: "Subject must be less than 200 characters",
  // The spec gives no wording for an empty message; this follows the other fields.
  messageRequired: "Message is required",
  messageTooShort: "Message must be at least 10 characters",
  messageTooLong: "Message must be less than 2000 characters",
  spam: "Message contains content that appears to be spam. Please revise your message.",
  fixErrors: "Please fix the errors below",
  sent: "Your message has been sent successfully!",
  submitFailed: "Failed to submit contact message",
  sendFailed: "Failed to send message. Please try again.",
} as const;

/** Letters of any alphabet (with their accents), spaces, hyphens, apostrophes (straight or curly) and periods. */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;

const SPAM_PATTERNS = [
  /https?:\/\/|www\./i,
  /\b(viagra|cialis|casino|lottery|winner|congratulations|urgent|act\s+now)\b/i,
  /(.)\1{4,}/u,
];

/** A link, one of the spec's words, or a character repeated 5 or more times. */
export function looksLikeSpam(text: string): boolean {
  return SPAM_PATTERNS.some((pattern) => pattern.test(text));
}

export const ContactMessageSchema = z.object({
  name: textField(
    z.minLength(1, { error: CONTACT_MESSAGES.nameRequired, abort: true }),
    z.minLength(CONTACT_LIMITS.nameMin, { error: CONTACT_MESSAGES.nameTooShort, abort: true }),
    z.maxLength(CONTACT_LIMITS.nameMax, { error: CONTACT_MESSAGES.nameTooLong, abort: true }),
    z.regex(NAME_CHARACTERS, { error: CONTACT_MESSAGES.nameCharacters, abort: true }),
    z.refine((name: string) => !looksLikeSpam(name), { error: CONTACT_MESSAGES.spam }),
  ),
  email: emailField,
  subject: textField(z.maxLength(CONTACT_LIMITS.subjectMax, { error: CONTACT_MESSAGES.subjectTooLong })),
  message: textField(
    z.minLength(1, { error: CONTACT_MESSAGES.messageRequired, abort: true }),
    z.minLength(CONTACT_LIMITS.messageMin, { error: CONTACT_MESSAGES.messageTooShort, abort: true }),
    z.maxLength(CONTACT_LIMITS.messageMax, { error: CONTACT_MESSAGES.messageTooLong, abort: true }),
    z.refine((message: string) => !looksLikeSpam(message), { error: CONTACT_MESSAGES.spam }),
  ),
});

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
