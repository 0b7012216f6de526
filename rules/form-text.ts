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

/**
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069): in a visitor's text they can make what the back office shows
 * read backwards ("invoice\u202Efdp.exe"), so they never reach it.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Cleans what a visitor typed as `cleanText` does, and drops bidirectional controls. */
function cleanVisitorText(value: unknown): string {
  return cleanText(typeof value === "string" ? value.replace(BIDI_CONTROLS, "") : value);
}

/** A text field of a visitor form: as `textField`, without bidirectional controls. */
export function visitorTextField(...checks: Parameters<z.ZodMiniString["check"]>) {
  return z.pipe(z.transform(cleanVisitorText), z.string().check(...checks));
}

/** Required, address-shaped, at most 254 characters; lower-cased. Only visitor forms take one. */
export const emailField = visitorTextField(
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
