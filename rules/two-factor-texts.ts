/** Two-factor sign-in: texts and fixed values, without zod (the code's shape is in `two-factor.ts`). */

export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  codePrompt: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  codeRequired: "Code is required",
  codeInvalid: "Invalid code. Please try again.",
  codeUsed: "That code was used already. Please wait for the next code from your app.",
  challengeExpired: "Your sign-in took too long. Please enter your email and password again.",
  enabled: "Two-factor sign-in is on",
  disabled: "Two-factor sign-in is off",
  setupCodeInvalid: "That code did not match. Check the time on your phone and try again.",
  passwordInvalid: "Current password is incorrect",
  requiredBySettings: "Two-factor sign-in is required for every account on this site. Please set it up to continue.",
  cannotDisableRequired: "Two-factor sign-in is required for every account, so it cannot be turned off.",
  recoveryCodesRenewed: "New recovery codes made; the old ones no longer work",
  alreadyOn: "Two-factor sign-in is already on. To set it up with another phone, turn it off first.",
  notOn: "Two-factor sign-in is not on, so there are no recovery codes to renew.",
} as const;

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
