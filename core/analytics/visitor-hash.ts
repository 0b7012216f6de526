import { createHash } from "node:crypto";

/** Who sent a request, known only while it is handled: never stored. */
export type VisitorIdentity = { address: string; userAgent: string };

/**
 * A visitor within one day: SHA-256 of the day's salt, the site, the address
 * and the user agent (decision 069). Without the salt, deleted the next day,
 * the hash cannot be recomputed from an address.
 */
export function visitorHash({
  salt,
  site,
  identity,
}: {
  salt: Buffer;
  site: string;
  identity: VisitorIdentity;
}): Buffer {
  return createHash("sha256").update(salt).update(`\0${site}\0${identity.address}\0${identity.userAgent}`).digest();
}
