import { randomBytes, scryptSync } from "node:crypto";

/**
 * A password hash in the app's own format with a cheap scrypt cost (each hash
 * names its cost, and verification reads it from there), for tests that check
 * many passwords. Real verification, just quicker.
 */
export function cheapPasswordHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  return ["scrypt", 2 ** 10, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}
