import { z } from "zod/mini";

/**
 * Pieces shared by the visitor forms' rules: how submitted text is cleaned,
 * the email shape, and how a failed check becomes one message per field.
 */

/** A lone UTF-16 surrogate cannot be stored as UTF-8; it becomes U+FFFD, as a browser would show it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Trims a submitted value. Anything that is not a string counts as empty, and so
 * does whitespace alone. NUL characters are dropped: PostgreSQL text cannot hold them.
 */
export function cleanText(value: unknown): string {
  if (typeof value !== "string") return "";
  return value.replaceAll("\u0000", "").replace(LONE_SURROGATE, "\uFFFD").trim();
}

/**
 * A submitted text field: cleaned as above, then checked in order, stopping at
 * the first failure so each field has one message. zod/mini keeps the rules
 * small enough for every public page to carry them.
 */
export function textField(...checks: Parameters<z.ZodMiniString["check"]>) {
  return z.pipe(z.transform(cleanText), z.string().check(...checks));
}

/** Something@something.something, without spaces or control characters. */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  required: "Email is required",
  invalid: "Please enter a valid email address",
  tooLong: "Email address is too long",
} as const;

/** Required, address-shaped, at most 254 characters; lower-cased. */
export const emailField = textField(
  z.minLength(1, { error: EMAIL_MESSAGES.required, abort: true }),
  z.regex(EMAIL_PATTERN, { error: EMAIL_MESSAGES.invalid, abort: true }),
  z.maxLength(EMAIL_MAX_LENGTH, { error: EMAIL_MESSAGES.tooLong, abort: true }),
  z.overwrite((email) => email.toLowerCase()),
);

export type FieldError = { field: string; message: string };

/** The first message of each field, in the order the form shows its fields. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}

/** The same errors keyed by field, for showing next to each input. */
export function errorsByField(errors: FieldError[]): Record<string, string> {
  return Object.fromEntries(errors.map(({ field, message }) => [field, message]));
}

/** A checkbox: "on" when ticked, absent when not. */
export const checkboxField = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === "on" || value === "true" || value === true),
);
