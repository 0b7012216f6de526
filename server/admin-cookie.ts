import { parse, serialize } from "hono/utils/cookie";
import { SESSION_LIFETIME_MS } from "#core/auth/session-policy";
import type { Env } from "./env";

type CookieConfig = Pick<Env, "secureCookies">;

/** Over https the cookie is Secure and `__Host-` prefixed: bound to this host, never to a parent domain. */
function adminCookieName(config: CookieConfig): string {
  return config.secureCookies ? "__Host-admin_session" : "admin_session";
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
