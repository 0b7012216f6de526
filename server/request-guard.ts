import type { MiddlewareHandler } from "hono";

/**
 * Refuses, before anything routes it, a request whose path cannot be decoded
 * (`/%ff`, `/%`, a cut-off UTF-8 sequence): no page or file has such a name,
 * and the router would otherwise fail on it with a server error.
 */
export function requestGuard(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf("/", url.indexOf("//") + 2);
    const end = url.search(/[?#]/);
    const path = start === -1 ? "/" : url.slice(start, end === -1 ? undefined : end);
    if (path.includes("%")) {
      try {
        decodeURIComponent(path);
      } catch {
        c.header("Cache-Control", "no-store");
        return c.text("Bad Request", 400);
      }
    }
    await next();
  };
}
