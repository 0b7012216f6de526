import { clientBucket } from "#core/rate-limit/client-bucket";

export type ThrottleSubject = { email: string; clientAddress: string };

/** The account's key, and the address's, IPv6 grouped by /64 as the visitor forms' limits are. */
export function signInThrottleKeysOf({ email, clientAddress }: ThrottleSubject) {
  return { account: `account:${email.trim().toLowerCase()}`, address: clientBucket("address", clientAddress) };
}
