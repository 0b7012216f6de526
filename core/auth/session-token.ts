import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new random secret for a cookie or a form, 256 bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Sessions are stored under the hash of their token, so a leaked table cannot be replayed. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Constant-time comparison of a submitted token with the expected one. */
export function tokensMatch(submitted: string | null | undefined, expected: string): boolean {
  if (!submitted) return false;
  const a = Buffer.from(submitted);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
