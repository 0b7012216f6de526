import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { todayIn } from "#core/dates";
import { bumpContentVersion, readContentVersion } from "#core/site/content-version";
import type { Database } from "#db/client";
import type { Logger } from "./logger";
import { pinInlineScripts } from "./pin-inline-scripts";

export type PageCache = ReturnType<typeof createPageCache>;

type Encoding = "br" | "gzip" | "identity";
type Body = Uint8Array<ArrayBuffer>;
type CachedPage = { status: number; headers: Record<string, string>; bodies: Partial<Record<Encoding, Body>> };

/** Smaller bodies are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;

export type PageCacheVariables = { secureHeadersNonce?: string; pageCacheMiss?: boolean };

function preferredEncoding(acceptEncoding: string | undefined, page: CachedPage): Encoding {
  const accepted = acceptEncoding?.toLowerCase() ?? "";
  if (page.bodies.br && /\bbr\b/.test(accepted)) return "br";
  if (page.bodies.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

function storedPage(response: Response, html: string, nonce: string): CachedPage {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (name !== "content-length" && name !== "content-encoding") headers[name] = value;
  }
  const pinned = pinInlineScripts(html, nonce, headers["content-security-policy"] ?? "");
  if (headers["content-security-policy"]) headers["content-security-policy"] = pinned.policy;
  headers.vary = "Accept-Encoding";
  const identity: Body = new TextEncoder().encode(pinned.html);
  const bodies: CachedPage["bodies"] = { identity };
  if (identity.length >= COMPRESS_FROM_BYTES) {
    bodies.gzip = new Uint8Array(gzipSync(identity, { level: 9 }));
    bodies.br = new Uint8Array(
      brotliCompressSync(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
    );
  }
  return { status: response.status, headers, bodies };
}

/** The stored page as a response, built whole in one go so the Node adapter can send it directly. */
function replay(page: CachedPage, method: string, acceptEncoding: string | undefined): Response {
  const encoding = preferredEncoding(acceptEncoding, page);
  const body = page.bodies[encoding] ?? page.bodies.identity ?? new Uint8Array();
  const headers: Record<string, string> = { ...page.headers, "content-length": String(body.length) };
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  return new Response(method === "HEAD" ? null : body, { status: page.status, headers });
}

const NOT_CACHED =
  /^\/(admin|api|media|assets|healthz|readyz)(\/|$)|^\/(contact|newsletter(\/confirm|\/unsubscribe)?)(\.data)?$/i;
const ADMIN_WRITES = /^\/(?:api\/)?admin(?:\/|\.data$|$)/i;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Keeps the rendered HTML (and client navigation data) of public pages, so a
 * page that did not change is not rendered again. Only anonymous GETs are
 * cached. Any successful back-office write drops the cache here and, through a
 * version row in the database, in every other instance within `pollMs`.
 * Stored pages allow their inline scripts by hash rather than by nonce (see
 * pin-inline-scripts.ts) and are kept compressed.
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
  /** The business's time zone, whose calendar day keys the pages ("upcoming" changes at midnight). */
  timeZone: () => string;
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

  /**
   * Runs first of all middleware: a stored page is answered before anything
   * else touches the request. On a miss the page is rendered uncompressed
   * (`pageCacheMiss` tells the compression middleware to stand aside), pinned
   * to its scripts' hashes, compressed once and stored.
   */
  const middleware: MiddlewareHandler<{ Variables: PageCacheVariables }> = async (c, next) => {
    const path = c.req.path;
    if (WRITE_METHODS.has(c.req.method)) {
      await next();
      if (ADMIN_WRITES.test(path) && c.res.status < 400) await invalidate();
      return;
    }
    const cacheable =
      (c.req.method === "GET" || c.req.method === "HEAD") && !c.req.header("cookie") && !NOT_CACHED.test(path);
    if (!cacheable) return next();
    if (version === null) await refreshVersion();

    const url = new URL(c.req.url);
    const key = `${todayIn(timeZone())} ${url.pathname}${url.search}`;
    const hit = pages.get(key);
    if (hit) return replay(hit, c.req.method, c.req.header("accept-encoding"));

    const versionAtStart = version;
    c.set("pageCacheMiss", true);
    await next();
    const response = c.res;
    const type = response.headers.get("content-type") ?? "";
    const storable =
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      !response.headers.has("content-encoding") &&
      (type.startsWith("text/html") ||
        type.startsWith("text/x-script") ||
        type.startsWith("application/xml") ||
        type.startsWith("text/plain"));
    if (!storable || c.req.method === "HEAD") return;
    const page = storedPage(response, await response.text(), c.get("secureHeadersNonce") ?? "");
    if (version === versionAtStart) {
      if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
      pages.set(key, page);
    }
    c.res = undefined;
    c.res = replay(page, c.req.method, c.req.header("accept-encoding"));
  };

  return { middleware, invalidate, stop: () => clearInterval(timer) };
}
