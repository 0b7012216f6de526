/** Pieces every back-office form shares. */

/** Hidden field set to "1" once the page runs JavaScript. */
export const JS_FIELD = "js";

export const ADMIN_FORM_MESSAGES = {
  fixErrors: "Please fix the errors below",
  unsavedChanges: "You have unsaved changes. Leave this page and lose them?",
} as const;

/** Spec: "Redirect after save: 1.5 seconds". */
export const SAVE_REDIRECT_DELAY_MS = 1500;

/** Number inputs parse as integers, 0 on failure (spec, class instance rules). */
export function parseInteger(value: unknown): number {
  if (typeof value === "number") return Number.isInteger(value) ? value : 0;
  if (typeof value !== "string" || !/^\s*[-+]?\d+\s*$/.test(value)) return 0;
  const number = Number.parseInt(value, 10);
  return Number.isSafeInteger(number) ? number : 0;
}
