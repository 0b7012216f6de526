import { clientBucket } from "#core/rate-limit/client-bucket";

export type ThrottleSubject = { email: string; clientAddress: string };

/**
 * The counters of one sign-in's two steps. Passwords: the address's, the
 * account's short lock, and the account's day. Codes: the address's and the
 * account's, apart from the passwords', so a right password never clears what
 * wrong codes added up. IPv6 addresses grouped by /64 as the visitor forms'
 * limits are.
 */
export function signInThrottleKeysOf({ email, clientAddress }: ThrottleSubject) {
  const account = email.trim().toLowerCase();
  return {
    address: clientBucket("address", clientAddress),
    account: `account:${account}`,
    accountDay: `account-day:${account}`,
    codeAddress: clientBucket("code-address", clientAddress),
    codeAccount: `code-account:${account}`,
  };
}
