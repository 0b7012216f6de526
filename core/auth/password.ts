import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/**
 * Passwords are hashed with Argon2id at OWASP's recommended minimum (19 MiB of
 * memory, 2 passes, 1 lane): memory-hard, so guessing on graphics cards is
 * expensive, while one sign-in stays well under 100 ms. Hashes made earlier
 * with scrypt still verify, and are replaced at the next successful sign-in.
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const ARGON2_PREFIX = "$argon2id$";

/** A self-describing PHC string: `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFKC"), ARGON2_OPTIONS);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith(ARGON2_PREFIX)) {
    try {
      return await verify(stored, password.normalize("NFKC"));
    } catch {
      return false;
    }
  }
  return verifyScrypt(password, stored);
}

/** Whether a stored hash is of an older kind or weaker parameters than today's, and should be replaced. */
export function needsRehash(stored: string): boolean {
  const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
  return !stored.startsWith(`${ARGON2_PREFIX}v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
}

// The earlier scheme: `scrypt$N$r$p$salt$key` (base64url parts).
const SCRYPT_KEY_LENGTH = 32;
const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024;

function deriveScrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      SCRYPT_KEY_LENGTH,
      { N: n, r, p, maxmem: SCRYPT_MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  try {
    const actual = await deriveScrypt(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** An scrypt hash as earlier versions stored them; kept for tests of the upgrade. */
export async function hashPasswordWithScrypt(password: string): Promise<string> {
  const [n, r, p] = [2 ** 15, 8, 1];
  const salt = randomBytes(16);
  const key = await deriveScrypt(password, salt, n, r, p);
  return ["scrypt", n, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}
