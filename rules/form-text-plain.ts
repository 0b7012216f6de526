/**
 * The parts of the visitor forms' shared rules that need no validation
 * library: how submitted text is cleaned, the email's limits and messages,
 * and how a failed check becomes one message per field. Pages import these
 * from here, so zod reaches the browser only when a form is checked
 * (`form-text.ts` builds the zod fields on top of them).
 */

/** A lone UTF-16 surrogate cannot be stored as UTF-8; it becomes U+FFFD, as a browser would show it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A browser sends every line break of a form as CR LF; typed text has one character there. */
const LINE_BREAK = /\r\n?/g;

/** NUL characters are dropped from anything submitted: PostgreSQL text cannot hold them. */
export function withoutNul(value: string): string {
  return value.replaceAll("\u0000", "");
}

/**
 * Trims a submitted value. Anything that is not a string counts as empty, and so
 * does whitespace alone. NUL characters are dropped: PostgreSQL text cannot hold them.
 * Line breaks become LF, so a length limit counts what the visitor typed (as the
 * field's own maxlength does) and stored text has one kind of line break.
 */
export function cleanText(value: unknown): string {
  if (typeof value !== "string") return "";
  return withoutNul(value).replace(LINE_BREAK, "\n").replace(LONE_SURROGATE, "\uFFFD").trim();
}

export { EMAIL_MAX_LENGTH, EMAIL_MESSAGES } from "./email-address";

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
