import { z } from "zod/mini";
import { cleanText, EMAIL_MAX_LENGTH, EMAIL_MESSAGES, EMAIL_PATTERN } from "./form-text-plain";

export * from "./form-text-plain";

/**
 * Pieces shared by the visitor forms' rules: how submitted text is cleaned,
 * the email shape, and how a failed check becomes one message per field.
 */

/**
 * A submitted text field: cleaned as above, then checked in order, stopping at
 * the first failure so each field has one message. zod/mini keeps the rules
 * small enough for every public page to carry them.
 */
export function textField(...checks: Parameters<z.ZodMiniString["check"]>) {
  return z.pipe(z.transform(cleanText), z.string().check(...checks));
}

/** Required, address-shaped, at most 254 characters; lower-cased. */
export const emailField = textField(
  z.minLength(1, { error: EMAIL_MESSAGES.required, abort: true }),
  z.regex(EMAIL_PATTERN, { error: EMAIL_MESSAGES.invalid, abort: true }),
  z.maxLength(EMAIL_MAX_LENGTH, { error: EMAIL_MESSAGES.tooLong, abort: true }),
  z.overwrite((email) => email.toLowerCase()),
);

/** A checkbox: "on" when ticked, absent when not. */
export const checkboxField = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === "on" || value === "true" || value === true),
);
