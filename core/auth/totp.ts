import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/**
 * The TOTP arithmetic (RFC 6238: SHA-1, 6 digits, 30 seconds, what every
 * authenticator app uses) comes from the otpauth library. A code is accepted
 * one step either side of now, for a phone whose clock is a little off, and
 * only once: the step it was accepted for is remembered.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DRIFT_STEPS = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = "", issuer = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri({ secret, account, issuer }: { secret: string; account: string; issuer: string }): string {
  return totpOf(secret, account, issuer).toString();
}

/** The code for a moment; for tests and for showing nothing else. */
export function totpCodeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/** The step a code matches (within the drift), or null; a step at or before `lastStep` was used already. */
export function matchTotpCode({
  secret,
  code,
  lastStep,
  now,
}: {
  secret: string;
  code: string;
  lastStep: number | null;
  now: Date;
}): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_DRIFT_STEPS });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Ten codes like `k3f9a-2mx7q`: about 50 bits each, shown once, stored as hashes. */
export function newRecoveryCodes(count: number): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("hex");
}
