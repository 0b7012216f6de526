import { z } from "zod/mini";
import { parseInteger } from "./admin-form";
import { cleanText, textField } from "./form-text";

/** Field rules the back office's content forms share (team members, testimonials). */

export const DISPLAY_ORDER_MESSAGES = {
  tooSmall: "Display order must be greater than 0",
  // Keeps the number inside what the database column holds.
  tooLarge: "Display order must be 1000000 or less",
} as const;

const DISPLAY_ORDER_MAX = 1_000_000;

/** The hint under a display order field. */
export const DISPLAY_ORDER_HINT = "Lower numbers appear first";
/** The labels of the "Display Settings" section the ordered managers share. */
export const DISPLAY_SETTINGS_LABELS = { displayOrder: "Display order", status: "Status" } as const;

/** Parsed as an integer, 0 on failure, so text and blanks are told the order must be greater than 0. */
export const displayOrderField = z.pipe(
  z.transform(parseInteger),
  z
    .number()
    .check(
      z.gt(0, { error: DISPLAY_ORDER_MESSAGES.tooSmall, abort: true }),
      z.lte(DISPLAY_ORDER_MAX, { error: DISPLAY_ORDER_MESSAGES.tooLarge }),
    ),
);

/** Trimmed text of at most `max` characters; required when `requiredMessage` is given. */
export function limitedText(label: string, max: number, requiredMessage?: string) {
  const tooLong = z.maxLength(max, { error: `${label} must be at most ${max} characters` });
  return requiredMessage === undefined
    ? textField(tooLong)
    : textField(z.minLength(1, { error: requiredMessage, abort: true }), tooLong);
}

/** A whole number between `min` and `max`; anything else gets `message`. */
export function wholeNumber(min: number, max: number, message: string) {
  return z.pipe(
    z.transform(parseInteger),
    z.number().check(z.gte(min, { error: message }), z.lte(max, { error: message })),
  );
}

/** One of a fixed list of values, as a select posts it. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.pipe(z.transform(cleanText), z.enum(values, { error: message }));
}
