import type { MiddlewareHandler } from "hono";
import type { Env } from "./env";
import type { Logger } from "./logger";

export const CROSS_SITE_POST_REFUSED = "Forms on this site can only be sent from this site";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// The back office has its own, stricter gate (session, origin and CSRF token); see admin-access.ts.
// Matched as that gate matches, so a path it does not guard is checked here.
const BACK_OFFICE = /^\/(admin|api\/admin)(\/|\.data$|$)/;

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where a browser says a write comes from: its Origin, or without one its
 * Referer. Null when it says neither, as servers and scripts do.
 */
function claimedOrigin(request: Request): string | null | "unreadable" {
  const origin = request.headers.get("origin");
  if (origin !== null) return originOf(origin) ?? "unreadable";
  const referer = request.headers.get("referer");
  if (referer) return originOf(referer) ?? "unreadable";
  return null;
}

/**
 * Refuses a visitor write (contact form, newsletter signup, in the API or as
 * a plain form post) that a browser sent from a page of another site, so no
 * other site can make its visitors fill the inbox or the subscriber list.
 * This site is SITE_URL's origin (the public one behind an HTTPS proxy) and
 * the origin the request itself was made to.
 */
export function refuseCrossSitePosts({ config, logger }: { config: Env; logger: Logger }): MiddlewareHandler {
  const siteOrigin = new URL(config.siteUrl).origin;
  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method) || BACK_OFFICE.test(c.req.path)) return next();
    const claimed = claimedOrigin(c.req.raw);
    if (claimed === null || claimed === siteOrigin || claimed === new URL(c.req.url).origin) return next();
    logger.warn({ path: c.req.path, origin: claimed }, "visitor write from another site refused");
    c.header("Cache-Control", "no-store");
    return c.json({ error: CROSS_SITE_POST_REFUSED }, 403);
  };
}
