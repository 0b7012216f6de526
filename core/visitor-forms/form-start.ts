import { readSignedValue, signValue } from "#core/security/signed-value";

const PURPOSE = "visitor-form-started-at";

/** The server's time a form was rendered, signed, for the form's hidden `startedAt` field. */
export function signFormStart({ key, now = new Date() }: { key: Uint8Array; now?: Date }): string {
  return signValue({ key, purpose: PURPOSE, value: String(now.getTime()) });
}

/** The time inside a `startedAt` this server signed; null for anything else, so a bot cannot pick its own. */
export function readFormStart({ key, token }: { key: Uint8Array; token: unknown }): number | null {
  const value = readSignedValue({ key, purpose: PURPOSE, token });
  return value !== null && /^\d{1,16}$/.test(value) ? Number(value) : null;
}
