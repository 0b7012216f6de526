import type { AppLoadContext } from "react-router";
import type { SignInWarning } from "#core/auth/find-sign-in-warning";
import { readSignedValue, signValue } from "#core/security/signed-value";
import { accountUnderAttackNotice } from "#rules/sign-in";
import { adminCookie } from "#server/admin-cookie";

/**
 * A notice for the first back-office page after sign-in (that the account was
 * under attack), carried in a short-lived signed cookie like the toasts, but
 * shown until the admin leaves the page rather than for a few seconds.
 */
const COOKIE = "admin_notice";
const PURPOSE = "admin-sign-in-notice";

type NoticeContext = Pick<AppLoadContext, "signingKey" | "config">;

export function signInNoticeCookie(context: NoticeContext, warning: SignInWarning): string {
  const value = signValue({ key: context.signingKey, purpose: PURPOSE, value: accountUnderAttackNotice(warning) });
  return adminCookie(COOKIE, context.config).header(value, 300);
}

/** The waiting notice, if this server wrote it, and the header that clears it. */
export function readSignInNotice(
  request: Request,
  context: NoticeContext,
): { notice: string | null; setCookie: string | null } {
  const cookie = adminCookie(COOKIE, context.config);
  const raw = cookie.read(request);
  if (!raw) return { notice: null, setCookie: null };
  return {
    notice: readSignedValue({ key: context.signingKey, purpose: PURPOSE, token: raw }),
    setCookie: cookie.header("", 0),
  };
}
