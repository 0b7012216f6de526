import type { MiddlewareHandler } from "hono";
import { todayIn } from "../core/dates";
import { bumpContentVersion, readContentVersion } from "../core/site/content-version";
import type { Database } from "../db/client";
import type { Logger } from "./logger";

export type PageCache = ReturnType<typeof createPageCache>;

type CachedPage = { body: string; status: number; headers: [string, string][]; nonce: string };

const NOT_CACHED = /^\/(admin|api|media|assets|healthz|readyz)(\/|$)|^\/(contact|newsletter)(\.data)?$/;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Keeps the rendered HTML (and client navigation data) of public pages, so a
 * page that did not change is not rendered again. Only anonymous GETs are
 * cached. Any successful back-office write drops the cache here and, through a
 * version row in the database, in every other instance within `pollMs`.
 * The script nonce of a cached page is replaced by the current response's one.
 */
export function createPageCache({
  db,
  logger,
  timeZone,
  maxEntries = 300,
  pollMs = 2000,
}: {
  db: Database;
  logger: Logger;
  timeZone: string;
  maxEntries?: number;
  pollMs?: number;
}) {
  const pages = new Map<string, CachedPage>();
  let version: string | null = null;

  const refreshVersion = async () => {
    try {
      const current = await readContentVersion({ db });
      if (current !== version) {
        pages.clear();
        version = current;
      }
    } catch (error) {
      logger.warn({ err: error }, "could not read the content version; page cache cleared");
      pages.clear();
      version = null;
    }
  };
  const timer = setInterval(refreshVersion, pollMs);
  timer.unref();

  const invalidate = async () => {
    pages.clear();
    try {
      version = await bumpContentVersion({ db });
    } catch (error) {
      logger.warn({ err: error }, "could not record the content change");
    }
  };

  const middleware: MiddlewareHandler<{ Variables: { secureHeadersNonce?: string } }> = async (c, next) => {
    const path = c.req.path;
    if (WRITE_METHODS.has(c.req.method)) {
      await next();
      if ((path.startsWith("/admin") || path.startsWith("/api/admin")) && c.res.status < 400) await invalidate();
      return;
    }
    const cacheable =
      (c.req.method === "GET" || c.req.method === "HEAD") && !c.req.header("cookie") && !NOT_CACHED.test(path);
    if (!cacheable) return next();
    if (version === null) await refreshVersion();

    const nonce = c.get("secureHeadersNonce") ?? "";
    const url = new URL(c.req.url);
    const key = `${todayIn(timeZone)} ${url.pathname}${url.search}`;
    const hit = pages.get(key);
    if (hit) {
      const body = hit.nonce && nonce ? hit.body.replaceAll(hit.nonce, nonce) : hit.body;
      c.res = new Response(c.req.method === "HEAD" ? null : body, { status: hit.status, headers: hit.headers });
      return;
    }

    const versionAtStart = version;
    await next();
    const response = c.res;
    const type = response.headers.get("content-type") ?? "";
    const storable =
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      (type.startsWith("text/html") ||
        type.startsWith("text/x-script") ||
        type.startsWith("application/xml") ||
        type.startsWith("text/plain"));
    if (!storable || c.req.method === "HEAD") return;
    const body = await response.text();
    const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length");
    if (version === versionAtStart) {
      if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
      pages.set(key, { body, status: response.status, headers, nonce });
    }
    c.res = new Response(body, { status: response.status, headers });
  };

  return { middleware, invalidate, stop: () => clearInterval(timer) };
}
