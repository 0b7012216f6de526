import { z } from "zod/mini";
import { EMAIL_MESSAGES, emailAddressProblem } from "./email-address";
import { cleanText } from "./form-text-plain";

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

/**
 * An address checked by the one address rule (rules/email-address.ts), or
 * empty when `optional`; lower-cased. Each refusal says what to fix.
 */
export function emailAddressField({ required, optional = false }: { required: string; optional?: boolean }) {
  return visitorTextField(
    z.superRefine((email: string, ctx) => {
      if (email === "") {
        if (!optional) ctx.addIssue({ code: "custom", message: required, input: email, abort: true });
        return;
      }
      const problem = emailAddressProblem(email);
      if (problem) ctx.addIssue({ code: "custom", message: EMAIL_MESSAGES[problem], input: email, abort: true });
    }),
    z.overwrite((email) => email.toLowerCase()),
  );
}

/** Required, an address mail can be sent to, at most 254 characters; lower-cased. */
export const emailField = emailAddressField({ required: EMAIL_MESSAGES.required });

/** A checkbox: "on" when ticked, absent when not. */
export const checkboxField = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === "on" || value === "true" || value === true),
);
