import { z } from "zod";

/** The spec's sign-in and session messages, used by the pages and their tests. */
export const SIGN_IN_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  failed: "Login failed. Please try again.",
  expired: "Session expired due to inactivity. Please log in again.",
  throttled: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
  invalidCsrfToken: "Invalid CSRF token",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
} as const;

export const SignInSchema = z.object({
  email: z
    .string({ error: SIGN_IN_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, SIGN_IN_MESSAGES.emailRequired)
    .pipe(z.email(SIGN_IN_MESSAGES.emailInvalid)),
  // Not trimmed: spaces may be part of a password.
  password: z.string({ error: SIGN_IN_MESSAGES.passwordRequired }).min(1, SIGN_IN_MESSAGES.passwordRequired).max(256),
});
