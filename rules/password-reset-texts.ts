import { ADMIN_PASSWORD_MIN_LENGTH } from "./admin-password";

/** "Forgot password?": limits and words, without zod (the forms' rules are in `password-reset.ts`). */

/** A reset link works for 30 minutes. */
export const PASSWORD_RESET_VALID_MS = 30 * 60 * 1000;
/** Requests per hour: per address asked for, and per client. */
export const PASSWORD_RESET_LIMITS = {
  perAddress: { limit: 3, windowMs: 60 * 60 * 1000 },
  perClient: { limit: 10, windowMs: 60 * 60 * 1000 },
} as const;

export const PASSWORD_RESET_MESSAGES = {
  forgotLink: "Forgot password?",
  requestTitle: "Reset your password",
  requestIntro: "Enter the email address you sign in with. We will send you a link to choose a new password.",
  requestButton: "Send reset link",
  requestSent:
    "If an account exists for that address, we have sent it a link to reset the password. The link works for 30 minutes.",
  throttled: "Too many requests. Please try again later.",
  failed: "Something went wrong. Please try again.",
  resetTitle: "Choose a new password",
  resetButton: "Change password",
  passwordsDiffer: "The passwords do not match",
  passwordTooShort: `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: "Password must be at most 256 characters",
  linkInvalid: "This reset link is not valid any more. It may have been used already or be over 30 minutes old.",
  done: "Your password has been changed and every session of the account was signed out. Please sign in.",
} as const;
