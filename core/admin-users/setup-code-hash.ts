import { hashSessionToken } from "#core/auth/session-token";

/** Where the hashes of the valid setup codes are kept in app_settings. */
export const SETUP_CODE_KEY = "setup_code";

/** The stored form of a setup code, however it was typed (spaces, dashes, lower case). */
export function setupCodeHash(code: string): string {
  return hashSessionToken(code.replace(/[\s-]/g, "").toUpperCase());
}
