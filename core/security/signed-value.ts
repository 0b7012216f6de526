import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Values the server hands to the browser and must be able to trust when they
 * come back (a form's start time, a toast, a recognised device): the value in
 * clear, then an HMAC of it bound to its purpose, so a value signed for one
 * use is refused for another. Not encrypted: never sign a secret.
 */
export type SignedValueOptions = { key: Uint8Array; purpose: string };

function signatureOf({ key, purpose }: SignedValueOptions, value: string): Buffer {
  return createHmac("sha256", key).update(purpose).update("\0").update(value).digest();
}

export function signValue({ value, ...options }: SignedValueOptions & { value: string }): string {
  return `${Buffer.from(value).toString("base64url")}.${signatureOf(options, value).toString("base64url")}`;
}

/** The value inside `token` when this server signed it for this purpose; null otherwise. */
export function readSignedValue({ token, ...options }: SignedValueOptions & { token: unknown }): string | null {
  if (typeof token !== "string" || token.length > 8192) return null;
  const match = /^([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[2]) return null;
  const value = Buffer.from(match[1] ?? "", "base64url").toString();
  const expected = signatureOf(options, value);
  const given = Buffer.from(match[2], "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
