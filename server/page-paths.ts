import type { MiddlewareHandler } from "hono";

/**
 * "/about/" and "/about" are one page: the slashed form answers a permanent
 * redirect to the other, query string kept, so visitors and crawlers see one
 * address. A path that would become "//host" (another site) is left alone.
 */
export function redirectTrailingSlash(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== "GET" && method !== "HEAD") || c.req.path.length < 2 || !c.req.path.endsWith("/")) return next();
    const url = new URL(c.req.url);
    const target = url.pathname.replace(/\/+$/, "");
    if (target === "" || target.startsWith("//") || target.startsWith("/\\")) return next();
    c.header("Cache-Control", "public, max-age=3600");
    return c.redirect(`${target}${url.search}`, 301);
  };
}
