import { parse, serialize } from "hono/utils/cookie";
import { SESSION_LIFETIME_MS } from "#core/auth/session-policy";
import { readSignedValue, signValue } from "#core/security/signed-value";
import type { Env } from "./env";

type CookieConfig = Pick<Env, "secureCookies">;

/** Over https the cookie is Secure and `__Host-` prefixed: bound to this host, never to a parent domain. */
function adminCookieName(config: CookieConfig): string {
  return config.secureCookies ? "__Host-admin_session" : "admin_session";
}

const SESSION_COOKIE_IN_HEADER = /(?:^|;)\s*(?:__Host-)?admin_session=/;

/** Whether a Cookie header carries a back-office session cookie (under either name), signed in or not. */
export function carriesAdminSession(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE_IN_HEADER.test(cookieHeader);
}

export function readSessionToken(request: Request, config: CookieConfig): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  return parse(header, adminCookieName(config))[adminCookieName(config)] || null;
}

function sessionCookie(config: CookieConfig, value: string, maxAge: number): string {
  return serialize(adminCookieName(config), value, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: config.secureCookies,
    maxAge,
  });
}

/** Set-Cookie value that keeps the session's token in the browser for at most the session's lifetime. */
export function sessionCookieHeader(config: CookieConfig, token: string): string {
  return sessionCookie(config, token, SESSION_LIFETIME_MS / 1000);
}

export function clearedSessionCookieHeader(config: CookieConfig): string {
  return sessionCookie(config, "", 0);
}

/**
 * The recognised-device cookie: set at every successful sign-in, it tells a
 * later sign-in that this browser has signed in to that account before, which
 * exempts it from the account-wide lock (see core/auth/reserve-sign-in-attempt.ts).
 * Signed, so it cannot be made up; it proves a past sign-in, nothing more.
 */
const DEVICE_PURPOSE = "admin-device";
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function deviceCookieName(config: CookieConfig): string {
  return config.secureCookies ? "__Host-admin_device" : "admin_device";
}

export function deviceCookieHeader(config: CookieConfig, signingKey: Uint8Array, adminUserId: string): string {
  return serialize(
    deviceCookieName(config),
    signValue({ key: signingKey, purpose: DEVICE_PURPOSE, value: adminUserId }),
    {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      secure: config.secureCookies,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    },
  );
}

/** The account this browser signed in to before, when its device cookie is one this server signed. */
export function readDeviceAdminId(request: Request, config: CookieConfig, signingKey: Uint8Array): string | null {
  const name = deviceCookieName(config);
  const token = parse(request.headers.get("cookie") ?? "", name)[name];
  return readSignedValue({ key: signingKey, purpose: DEVICE_PURPOSE, token });
}

/**
 * A short-lived back-office cookie (a toast, a notice after sign-in). Over
 * https it is Secure and `__Host-` prefixed like the session's, which also
 * sends it on every path of this host; over plain http only under `path`.
 */
export function adminCookie(name: string, config: CookieConfig, path = "/admin") {
  const secure = config.secureCookies;
  const fullName = secure ? `__Host-${name}` : name;
  return {
    read: (request: Request): string | undefined => parse(request.headers.get("cookie") ?? "", fullName)[fullName],
    header: (value: string, maxAge: number): string =>
      serialize(fullName, value, { httpOnly: true, sameSite: "Lax", path: secure ? "/" : path, secure, maxAge }),
  };
}
