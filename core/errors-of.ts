import { errorsByField, fieldErrors } from "#rules/form-text";

type Parsed<T> = { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrors>[0] };

/** A schema's verdict as messages per field, the way the form shows them. */
export function errorsOf<T>(parsed: Parsed<T>): Record<string, string> {
  return parsed.success ? {} : errorsByField(fieldErrors(parsed.error));
}
