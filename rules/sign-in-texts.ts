/** The sign-in and session messages, used by the pages and their tests. */
/** The sign-in fields' labels. */
export const SIGN_IN_LABELS = { email: "Email", password: "Password" } as const;

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

/** Shown once, after sign-in, when wrong passwords locked the account since the previous sign-in. */
export function accountUnderAttackNotice({ failedAttempts, addresses }: { failedAttempts: number; addresses: number }) {
  const times = failedAttempts === 1 ? "once" : `${failedAttempts} times`;
  const from = addresses === 1 ? "one address" : `${addresses} different addresses`;
  return `Since you last signed in, someone tried to sign in to your account ${times} with a wrong password, from ${from}. Every attempt failed, and signing in from other browsers was paused for a while. This browser is recognised, so you can always sign in here.`;
}
