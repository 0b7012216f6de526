import type { Context, MiddlewareHandler } from "hono";
import { tokensMatch } from "#core/auth/session-token";
import type { AdminSession } from "#core/auth/validate-session";
import { validateSession } from "#core/auth/validate-session";
import type { Database } from "#db/client";
import { TWO_FACTOR_SETUP_PATH } from "#rules/admin-gate-paths";
import { signInUrl } from "#rules/safe-redirect";
import { SIGN_IN_MESSAGES } from "#rules/sign-in";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor-texts";
import { clearedSessionCookieHeader, readSessionToken } from "./admin-cookie";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { publicUrl } from "./public-url";

/** What the gate found about the admin behind a request; loaders read it through requireAdmin. */
export type AdminAccess = {
  session: AdminSession | null;
  /** The browser sent a session cookie the server no longer accepts. */
  expired: boolean;
  /** The session could not be checked because the database did not answer. */
  unavailable: boolean;
};

export const NO_ADMIN_ACCESS: AdminAccess = { session: null, expired: false, unavailable: false };

export const AUTHENTICATION_REQUIRED = "Authentication required";
export const DATABASE_UNAVAILABLE =
  "Database connection unavailable. Please check your internet connection and try again.";

// The pages a signed-out admin may use: sign in, the password reset by email,
// the first-run setup and an invitation's link.
// Case-insensitive, as the page router matches: /ADMIN reaches the same routes.
const ADMIN_PAGES = /^\/admin(?:\/|\.data$|$)/i;
const ADMIN_API = /^\/api\/admin(?:\/|$)/i;
const SIGN_IN_PAGE =
  /^\/admin\/(?:login(?:\/dialog)?|forgot-password|reset-password|setup|invite\/[A-Za-z0-9_-]{1,100})(?:\.data|\/)?$/i;
const SIGN_OUT_PAGE = /^\/admin\/logout\/?$/i;
// What an admin may still reach while the settings require two-factor sign-in
// and her account has none: its setup page, signing out, and the session
// renewal the page's inactivity timer makes.
const OPEN_UNTIL_TWO_FACTOR = /^(?:\/admin\/(?:account\/two-factor|logout)(?:\.data|\/)?|\/api\/admin\/session\/?)$/i;
const TWO_FACTOR_SETUP_URL = `${TWO_FACTOR_SETUP_PATH}?required=1`;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const CSRF_HEADER = "x-csrf-token";
const CSRF_FIELD = "csrf";

/** A write must come from a page of this site: checked by Origin, else by Sec-Fetch-Site. */
function isSameOriginRequest(request: Request, config: Pick<Env, "siteUrl" | "trustProxy">): boolean {
  const origin = request.headers.get("origin");
  if (origin) {
    if (origin === new URL(config.siteUrl).origin) return true;
    try {
      return new URL(origin).host === publicUrl(request, config).host;
    } catch {
      return false;
    }
  }
  const site = request.headers.get("sec-fetch-site");
  // Clients that send neither (scripts, old browsers) still need the CSRF token.
  return site === null || site === "same-origin";
}

async function submittedCsrfToken(request: Request): Promise<string | null> {
  const header = request.headers.get(CSRF_HEADER);
  if (header) return header;
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return null;
  try {
    const value = (await request.clone().formData()).get(CSRF_FIELD);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

async function findAccess(request: Request, db: Database, config: Env, logger: Logger): Promise<AdminAccess> {
  const token = readSessionToken(request, config);
  if (!token) return NO_ADMIN_ACCESS;
  try {
    const session = await validateSession({ db, token });
    return { session, expired: session === null, unavailable: false };
  } catch (error) {
    logger.error({ err: error }, "could not check an admin session");
    return { session: null, expired: false, unavailable: true };
  }
}

function refuse(c: Context, status: 401 | 403 | 503, error: string) {
  c.header("Cache-Control", "no-store");
  return c.json({ error }, status);
}

/**
 * Everything but the two-factor setup, for an admin the settings require it
 * of: the request does not reach its route. Pages go to the setup page, a
 * client-side navigation or form (`*.data`) is told to go there the way React
 * Router follows a redirect, and the API refuses.
 */
function sendToTwoFactorSetup(c: Context, { api, write }: { api: boolean; write: boolean }) {
  c.header("Cache-Control", "no-store");
  if (api) return c.json({ error: TWO_FACTOR_MESSAGES.requiredBySettings }, 403);
  if (c.req.path.endsWith(".data")) {
    c.header("X-Remix-Redirect", TWO_FACTOR_SETUP_URL);
    c.header("X-Remix-Status", "302");
    return c.body(null, 204);
  }
  return c.redirect(TWO_FACTOR_SETUP_URL, write ? 303 : 302);
}

/**
 * The gate in front of the back office (`/admin/*`) and its API
 * (`/api/admin/*`). Every request there has its session checked and renewed;
 * every write also needs a same-site origin and the session's CSRF token; and
 * while the settings require two-factor sign-in, an admin without it reaches
 * only its setup (decision 048).
 */
export function adminAccess({
  db,
  config,
  logger,
}: {
  db: Database;
  config: Env;
  logger: Logger;
}): MiddlewareHandler<{ Variables: { adminAccess: AdminAccess } }> {
  return async (c, next) => {
    const { path } = c.req;
    const api = ADMIN_API.test(path);
    if (!api && !ADMIN_PAGES.test(path)) return next();

    const request = c.req.raw;
    const write = !SAFE_METHODS.has(request.method);
    if (write && !isSameOriginRequest(request, config)) {
      logger.warn({ path, origin: request.headers.get("origin") }, "admin write from another site refused");
      return refuse(c, 403, SIGN_IN_MESSAGES.invalidCsrfToken);
    }

    const access = await findAccess(request, db, config, logger);
    c.set("adminAccess", access);
    if (!SIGN_IN_PAGE.test(path)) {
      if (access.unavailable && (write || api)) return refuse(c, 503, DATABASE_UNAVAILABLE);
      if (!access.session && !access.unavailable) {
        // Signing out of a session that has already ended (say, a tab left open
        // overnight): the wish is granted, with a page rather than an error.
        if (write && access.expired && SIGN_OUT_PAGE.test(path)) {
          c.header("Cache-Control", "no-store");
          c.header("Set-Cookie", clearedSessionCookieHeader(config));
          return c.redirect(signInUrl("/admin", { expired: true }), 303);
        }
        if (write || api) return refuse(c, 401, AUTHENTICATION_REQUIRED);
        // Client-side navigations (*.data) get their redirect from the route's own loader.
        if (!path.endsWith(".data")) {
          const url = new URL(request.url);
          c.header("Cache-Control", "no-store");
          if (access.expired) c.header("Set-Cookie", clearedSessionCookieHeader(config));
          return c.redirect(signInUrl(`${url.pathname}${url.search}`, { expired: access.expired }), 302);
        }
      }
      if (write && access.session && !tokensMatch(await submittedCsrfToken(request), access.session.csrfToken)) {
        logger.warn({ path, admin: access.session.admin.email }, "admin write without a valid CSRF token refused");
        return refuse(c, 403, SIGN_IN_MESSAGES.invalidCsrfToken);
      }
      if (access.session?.twoFactorSetupRequired && !OPEN_UNTIL_TWO_FACTOR.test(path)) {
        logger.warn(
          { path, admin: access.session.admin.email },
          "admin without required two-factor sign-in sent to its setup",
        );
        return sendToTwoFactorSetup(c, { api, write });
      }
    }

    await next();
    c.header("Cache-Control", "no-store");
  };
}
