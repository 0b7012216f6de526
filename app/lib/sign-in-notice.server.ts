import { parse, serialize } from "hono/utils/cookie";
import type { SignInWarning } from "#core/auth/find-sign-in-warning";
import { readSignedValue, signValue } from "#core/security/signed-value";
import { accountUnderAttackNotice } from "#rules/sign-in";

/**
 * A notice for the first back-office page after sign-in (that the account was
 * under attack), carried in a short-lived signed cookie like the toasts, but
 * shown until the admin leaves the page rather than for a few seconds.
 */
const COOKIE = "admin_notice";
const PURPOSE = "admin-sign-in-notice";

function cookie(value: string, maxAge: number): string {
  return serialize(COOKIE, value, { httpOnly: true, sameSite: "Lax", path: "/admin", maxAge });
}

export function signInNoticeCookie(signingKey: Uint8Array, warning: SignInWarning): string {
  return cookie(signValue({ key: signingKey, purpose: PURPOSE, value: accountUnderAttackNotice(warning) }), 300);
}

/** The waiting notice, if this server wrote it, and the header that clears it. */
export function readSignInNotice(
  request: Request,
  signingKey: Uint8Array,
): { notice: string | null; setCookie: string | null } {
  const raw = parse(request.headers.get("cookie") ?? "", COOKIE)[COOKIE];
  if (!raw) return { notice: null, setCookie: null };
  return { notice: readSignedValue({ key: signingKey, purpose: PURPOSE, token: raw }), setCookie: cookie("", 0) };
}
