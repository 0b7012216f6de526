/** Pieces every back-office form shares. */

/** Hidden field set to "1" once the page runs JavaScript. */
export const JS_FIELD = "js";

export const ADMIN_FORM_MESSAGES = {
  fixErrors: "Please fix the errors below",
  unsavedChanges: "You have unsaved changes. Leave this page and lose them?",
  unsavedChangesInModal: "You have unsaved changes. Close this window and lose them?",
  draftOffer: "Restore unsaved changes?",
  draftOfferDetail: "This form has changes that were not saved, kept by this browser.",
  restoreDraft: "Restore",
  discardDraft: "Discard",
} as const;

/** The session that ended under an open page, and the one about to end (decision 032). */
export const SESSION_KEEPING_MESSAGES = {
  title: "Sign in to continue",
  ended: "Your session has ended. Sign in again to carry on: what you typed is kept and saved once you are in.",
  expiringSoon: "You will be signed out in 2 minutes because of inactivity.",
  staySignedIn: "Stay signed in",
  signedInAgain: "Signed in again",
} as const;

/** The browser's warning comes this long before the idle limit. */
export const IDLE_WARNING_BEFORE_MS = 2 * 60 * 1000;

/** A form goes back 1.5 seconds after a successful save, its success toast shown (decision 011). */
export const SAVE_REDIRECT_DELAY_MS = 1500;

/** Number inputs parse as integers, 0 on failure, so text and blanks get the field's own message. */
export function parseInteger(value: unknown): number {
  if (typeof value === "number") return Number.isInteger(value) ? value : 0;
  if (typeof value !== "string" || !/^\s*[-+]?\d+\s*$/.test(value)) return 0;
  const number = Number.parseInt(value, 10);
  return Number.isSafeInteger(number) ? number : 0;
}
