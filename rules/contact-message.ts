import { z } from "zod/mini";
import { CONTACT_FORM_MESSAGES, CONTACT_LIMITS } from "./contact-message-texts";
import { emailField, visitorTextField } from "./form-text";

export * from "./contact-message-texts";

const CONTACT_FIELD_MESSAGES = {
  nameRequired: "Name is required",
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: "Name must be less than 100 characters",
  nameCharacters: "Name can only contain letters, spaces, hyphens, apostrophes, and periods",
  subjectTooLong: "Subject must be less than 200 characters",
  // Worded like the other fields' "is required".
  messageRequired: "Message is required",
  messageTooShort: "Message must be at least 10 characters",
  messageTooLong: "Message must be less than 2000 characters",
  spam: "Message contains content that appears to be spam. Please revise your message.",
} as const;

/** Every message of the contact form: its fields' and its own. */
export const CONTACT_MESSAGES = { ...CONTACT_FIELD_MESSAGES, ...CONTACT_FORM_MESSAGES } as const;

// Here rather than beside the texts, so that the page's first download, which
// takes the texts, leaves them to the rules loaded when the form is sent.
/** Letters of any alphabet (with their accents), spaces, hyphens, apostrophes (straight or curly) and periods. */
export const NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;

const SPAM_PATTERNS = [
  /https?:\/\/|www\./i,
  /\b(viagra|cialis|casino|lottery|winner|congratulations|urgent|act\s+now)\b/i,
  /(.)\1{4,}/u,
];

/** A link, one of the words above, or a character repeated 5 or more times. */
export function looksLikeSpam(text: string): boolean {
  return SPAM_PATTERNS.some((pattern) => pattern.test(text));
}

export const ContactMessageSchema = z.object({
  name: visitorTextField(
    z.minLength(1, { error: CONTACT_MESSAGES.nameRequired, abort: true }),
    z.minLength(CONTACT_LIMITS.nameMin, { error: CONTACT_MESSAGES.nameTooShort, abort: true }),
    z.maxLength(CONTACT_LIMITS.nameMax, { error: CONTACT_MESSAGES.nameTooLong, abort: true }),
    z.regex(NAME_CHARACTERS, { error: CONTACT_MESSAGES.nameCharacters, abort: true }),
    z.refine((name: string) => !looksLikeSpam(name), { error: CONTACT_MESSAGES.spam }),
  ),
  email: emailField,
  subject: visitorTextField(z.maxLength(CONTACT_LIMITS.subjectMax, { error: CONTACT_MESSAGES.subjectTooLong })),
  message: visitorTextField(
    z.minLength(1, { error: CONTACT_MESSAGES.messageRequired, abort: true }),
    z.minLength(CONTACT_LIMITS.messageMin, { error: CONTACT_MESSAGES.messageTooShort, abort: true }),
    z.maxLength(CONTACT_LIMITS.messageMax, { error: CONTACT_MESSAGES.messageTooLong, abort: true }),
    z.refine((message: string) => !looksLikeSpam(message), { error: CONTACT_MESSAGES.spam }),
  ),
});
