import { z } from "zod/mini";
import { CONTACT_LIMITS, CONTACT_MESSAGES, looksLikeSpam, NAME_CHARACTERS } from "./contact-message-texts";
import { emailField, visitorTextField } from "./form-text";

export * from "./contact-message-texts";

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
