import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { todayIn } from "#core/dates";
import { bumpContentVersion, readContentVersion } from "#core/site/content-version";
import type { Database } from "#db/client";
import { carriesAdminSession } from "./admin-cookie";
import type { Logger } from "./logger";
import { PAGE_QUERY_PARAMETERS, pageAddress } from "./page-query";
import { pinInlineScripts } from "./pin-inline-scripts";
import { type PresetHead, presetHead, sendWithPresetHead } from "./preset-response-head";
import { logRequest, requestIdFor } from "./request-log";

export type PageCache = ReturnType<typeof createPageCache>;

type Encoding = "br" | "gzip" | "identity";
type Body = Uint8Array<ArrayBuffer>;
/** A body and the whole header list that goes with it, checked and joined once. */
type Variant = { body: Body; head: PresetHead };
type CachedPage = {
  status: number;
  etag: string;
  /** The rendered page's headers, without length and encoding. */
  headers: [string, string][];
  variants: Partial<Record<Encoding, Variant>>;
  /** Headers of a `304 Not Modified`: the page's own, minus its type. */
  notModified: string[];
  /** Bytes counted against the cache's limit. */
  size: number;
};

/** Smaller bodies are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;
/** Compressed copies still to come are counted in advance: HTML compresses to well under a quarter each. */
const COMPRESSED_ALLOWANCE = 0.5;
/** Pages waiting for their brotli copy; beyond this a new page keeps gzip only until it is stored again. */
const MAX_PENDING_COMPRESSIONS = 256;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type PageCacheVariables = { secureHeadersNonce?: string; pageCacheMiss?: boolean };

function preferredEncoding(acceptEncoding: string | undefined, page: CachedPage): Encoding {
  if (!acceptEncoding) return "identity";
  if (page.variants.br && acceptEncoding.includes("br")) return "br";
  if (page.variants.gzip && acceptEncoding.includes("gzip")) return "gzip";
  return "identity";
}

function acceptsCompression(acceptEncoding: string | undefined): boolean {
  return acceptEncoding !== undefined && (acceptEncoding.includes("gzip") || acceptEncoding.includes("br"));
}

/** Weak comparison, as a GET's If-None-Match asks for (RFC 9110, 13.1.2). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed) === opaque;
  });
}

function addVariant(page: CachedPage, encoding: Encoding, body: Body) {
  const head = page.headers.flat();
  head.push("content-length", String(body.length));
  if (encoding !== "identity") head.push("content-encoding", encoding);
  page.variants[encoding] = { body, head: presetHead(page.status, head) };
}

function storedPage(response: Response, html: string, nonce: string): CachedPage {
  const found = new Map<string, string>();
  for (const [name, value] of response.headers) {
    if (name !== "content-length" && name !== "content-encoding" && name !== "x-request-id") found.set(name, value);
  }
  const policy = found.get("content-security-policy");
  const pinned = pinInlineScripts(html, nonce, policy ?? "");
  if (policy) found.set("content-security-policy", pinned.policy);
  const identity: Body = new TextEncoder().encode(pinned.html);
  const etag = `W/"${createHash("sha1").update(identity).digest("base64url")}"`;
  found.set("etag", etag);
  found.set("vary", "Accept-Encoding");
  const headers = [...found];
  const page: CachedPage = {
    status: response.status,
    etag,
    headers,
    variants: {},
    notModified: headers.filter(([name]) => name !== "content-type").flat(),
    size: Math.ceil(identity.length * (1 + COMPRESSED_ALLOWANCE)) + 1024,
  };
  addVariant(page, "identity", identity);
  return page;
}

/** The stored page as a web Response, for the requests that reach the middleware (HEAD and the first GETs). */
function replay(page: CachedPage, request: { method: string; acceptEncoding?: string; ifNoneMatch?: string }) {
  const pairs = (flat: string[]) => Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i], flat[2 * i + 1]]);
  if (matchesEtag(request.ifNoneMatch, page.etag)) {
    return new Response(null, { status: 304, headers: pairs(page.notModified) as [string, string][] });
  }
  const variant = page.variants[preferredEncoding(request.acceptEncoding, page)] ?? page.variants.identity;
  return new Response(request.method === "HEAD" ? null : (variant?.body ?? null), {
    status: page.status,
    headers: pairs(variant?.head.headers ?? []) as [string, string][],
  });
}

const NOT_CACHED =
  /^\/(admin|api|media|assets|healthz|readyz|registration|__manifest)(\/|$)|^\/(contact|newsletter(\/confirm|\/unsubscribe)?)(\.data)?$|^\/classes\/[^/]+\/[^/]+\/register(\.data)?$/i;
/** Whether a GET of this path may be answered from the cache at all. */
export function isCacheablePath(path: string): boolean {
  return !NOT_CACHED.test(path);
}

const ADMIN_WRITES = /^\/(?:api\/)?admin(?:\/|\.data$|$)/i;
/** A visitor taking or giving back a seat: the registration form and the personal cancellation page. */
const SEAT_WRITES = /^\/(classes\/[^/]+\/[^/]+\/register|registration\/cancel)(\.data)?$/i;
/** Writes after which public pages read differently: the back office's, and seats changing (spots left). */
const isContentWrite = (path: string) => ADMIN_WRITES.test(path) || SEAT_WRITES.test(path);
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const NOT_STORABLE_CACHE_CONTROL = /no-store|private/i;

/** "/events?utm_source=x" from "http://host/events?utm_source=x". */
function pathAndQuery(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  return start === -1 ? "/" : url.slice(start);
}

/**
 * Keeps the rendered HTML (and client navigation data) of public pages, so a
 * page that did not change is not rendered again. Only anonymous GETs are
 * cached. Any successful back-office write drops the cache here and, through a
 * version row in the database, in every other instance within `pollMs`.
 *
 * A stored page is answered by `answer`, from the server's own request
 * listener, before anything else runs: precomputed status and headers, the
 * stored bytes in the client's encoding. Pages are kept by least recent use,
 * bounded by count and by bytes; query parameters no page reads share one
 * entry (page-query.ts). Stored pages allow their inline scripts by hash
 * rather than by nonce (pin-inline-scripts.ts). The brotli copy is made in
 * zlib's thread pool, one page at a time, after the first visitor has been
 * answered.
 */
export function createPageCache({
  db,
  logger,
  timeZone,
  trustProxy = false,
  maxEntries = 2000,
  maxBytes = 64 * 1024 * 1024,
  pollMs = 2000,
  queryParameters = PAGE_QUERY_PARAMETERS,
}: {
  db: Database;
  logger: Logger;
  /** The business's time zone, whose calendar day keys the pages ("upcoming" changes at midnight). */
  timeZone: () => string;
  /** Whether an X-Request-Id from the proxy is kept, as the request log does. */
  trustProxy?: boolean;
  maxEntries?: number;
  maxBytes?: number;
  pollMs?: number;
  queryParameters?: ReadonlySet<string>;
}) {
  const pages = new LRUCache<string, CachedPage>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (page) => page.size,
  });
  let version: string | null = null;

  let day = "";
  let dayReadAt = 0;
  const keyOf = (address: string) => {
    const now = Date.now();
    if (now - dayReadAt > 1000) {
      day = todayIn(timeZone());
      dayReadAt = now;
    }
    return `${day} ${pageAddress(address, queryParameters)}`;
  };

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

  // Brotli at quality 10 takes tens of milliseconds a page: it runs in zlib's
  // thread pool, one page at a time, never on the way to a visitor.
  const pending: { key: string; page: CachedPage }[] = [];
  let compressing: Promise<void> | null = null;
  const compressLater = (key: string, page: CachedPage) => {
    if (page.variants.br || (page.variants.identity?.body.length ?? 0) < COMPRESS_FROM_BYTES) return;
    if (pending.length >= MAX_PENDING_COMPRESSIONS) return;
    pending.push({ key, page });
    compressing ??= (async () => {
      for (let next = pending.shift(); next; next = pending.shift()) {
        if (pages.peek(next.key) !== next.page) continue;
        const identity = next.page.variants.identity?.body;
        if (!identity) continue;
        try {
          if (!next.page.variants.gzip) addVariant(next.page, "gzip", await compressGzip(identity));
          addVariant(next.page, "br", await compressBrotli(identity));
        } catch (error) {
          logger.warn({ err: error }, "could not compress a stored page");
        }
      }
      compressing = null;
    })();
  };

  /**
   * The request listener's first step: answers a stored page and returns true,
   * or returns false and leaves the request untouched for the full app.
   */
  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    const method = request.method;
    if ((method !== "GET" && method !== "HEAD") || version === null) return false;
    const headers = request.headers;
    const url = request.url;
    if (carriesAdminSession(headers.cookie) || url === undefined || url.charCodeAt(0) !== 47) return false;
    const page = pages.get(keyOf(url));
    if (!page) return false;
    const started = performance.now();
    const requestId = requestIdFor(headers["x-request-id"], trustProxy);
    let status = page.status;
    if (matchesEtag(headers["if-none-match"], page.etag)) {
      status = 304;
      response.writeHead(304, [...page.notModified, "x-request-id", requestId]);
      response.end();
    } else {
      const variant = page.variants[preferredEncoding(headers["accept-encoding"], page)] as Variant;
      sendWithPresetHead(
        request,
        response,
        variant.head,
        ["x-request-id", requestId],
        method === "HEAD" ? undefined : variant.body,
      );
    }
    const query = url.indexOf("?");
    logRequest(logger, { requestId, method, path: query === -1 ? url : url.slice(0, query), status, started });
    return true;
  };

  /**
   * Runs first of all middleware, for what `answer` did not take. A stored
   * page found here is sent as a web Response; on a miss the page is rendered
   * uncompressed (`pageCacheMiss` tells the compression middleware to stand
   * aside), pinned to its scripts' hashes, stored, and sent gzipped (made in
   * the thread pool) to a client that accepts it.
   */
  const middleware: MiddlewareHandler<{ Variables: PageCacheVariables }> = async (c, next) => {
    const path = c.req.path;
    if (WRITE_METHODS.has(c.req.method)) {
      await next();
      if (isContentWrite(path) && c.res.status < 400) await invalidate();
      return;
    }
    const cacheable =
      (c.req.method === "GET" || c.req.method === "HEAD") &&
      !carriesAdminSession(c.req.header("cookie")) &&
      isCacheablePath(path);
    if (!cacheable) return next();
    if (version === null) await refreshVersion();

    const request = {
      method: c.req.method,
      acceptEncoding: c.req.header("accept-encoding"),
      ifNoneMatch: c.req.header("if-none-match"),
    };
    const key = keyOf(pathAndQuery(c.req.url));
    const hit = pages.get(key);
    if (hit) return replay(hit, request);

    const versionAtStart = version;
    c.set("pageCacheMiss", true);
    await next();
    const response = c.res;
    const type = response.headers.get("content-type") ?? "";
    const storable =
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      !response.headers.has("content-encoding") &&
      !NOT_STORABLE_CACHE_CONTROL.test(response.headers.get("cache-control") ?? "") &&
      (type.startsWith("text/html") ||
        type.startsWith("text/x-script") ||
        type.startsWith("application/xml") ||
        type.startsWith("text/plain"));
    if (!storable || c.req.method === "HEAD") {
      // Not kept (a 404 page, a redirect's body): compressed on the way out
      // like any other answer, since the compression middleware stood aside.
      const compressed = c.req.method === "HEAD" ? response : gzipOnTheWay(response, request.acceptEncoding);
      if (compressed !== response) {
        c.res = undefined;
        c.res = compressed;
      }
      return;
    }
    const page = storedPage(response, await response.text(), c.get("secureHeadersNonce") ?? "");
    const identity = page.variants.identity?.body;
    if (identity && identity.length >= COMPRESS_FROM_BYTES && acceptsCompression(request.acceptEncoding)) {
      addVariant(page, "gzip", await compressGzip(identity));
    }
    if (version === versionAtStart) {
      pages.set(key, page);
      compressLater(key, page);
    }
    c.res = undefined;
    c.res = replay(page, { ...request, acceptEncoding: request.acceptEncoding?.replace("br", "") });
  };

  return {
    answer,
    middleware,
    invalidate,
    /** Entries and bytes held, for tests and diagnostics. */
    stats: () => ({ entries: pages.size, bytes: pages.calculatedSize }),
    /** Resolves once every queued brotli copy is made. */
    settled: async () => {
      while (compressing) await compressing;
    },
    stop: () => clearInterval(timer),
  };
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|[^;]+\+(json|xml))/i;

function gzipOnTheWay(response: Response, acceptEncoding: string | undefined): Response {
  const type = response.headers.get("content-type") ?? "";
  if (!response.body || !acceptEncoding?.includes("gzip") || response.headers.has("content-encoding")) return response;
  if (
    !COMPRESSIBLE.test(type) ||
    Number(response.headers.get("content-length") ?? COMPRESS_FROM_BYTES) < COMPRESS_FROM_BYTES
  ) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-encoding", "gzip");
  headers.append("vary", "Accept-Encoding");
  return new Response(response.body.pipeThrough(new CompressionStream("gzip")), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function compressGzip(identity: Body): Promise<Body> {
  return new Uint8Array(await gzipAsync(identity, { level: 9 }));
}

async function compressBrotli(identity: Body): Promise<Body> {
  const params = { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length };
  return new Uint8Array(await brotliAsync(identity, { params }));
}
