import type { MiddlewareHandler } from "hono";
import { carriesAdminSession } from "./admin-cookie";
import type { ContentVersionWatch } from "./content-version-watch";
import type { PageCompressionQueue } from "./page-compression-queue";
import type { PageStore } from "./page-store";
import { addVariant, COMPRESS_FROM_BYTES, compressGzip, replay, storedPage } from "./stored-page";

export type PageCacheVariables = { secureHeadersNonce?: string; pageCacheMiss?: boolean };

const NOT_CACHED =
  /^\/(admin|api|media|assets|healthz|readyz|registration|calendar|book|bookings|__manifest)(\/|$)|^\/(contact|newsletter(\/confirm|\/unsubscribe)?)(\.data)?$|^\/classes\/[^/]+\/[^/]+\/register(\.data)?$/i;
/** Whether a GET of this path may be answered from the cache at all. */
export function isCacheablePath(path: string): boolean {
  return !NOT_CACHED.test(path);
}

const NOT_STORABLE_CACHE_CONTROL = /no-store|private/i;

/** "/events?utm_source=x" from "http://host/events?utm_source=x". */
function pathAndQuery(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  return start === -1 ? "/" : url.slice(start);
}

function acceptsCompression(acceptEncoding: string | undefined): boolean {
  return acceptEncoding !== undefined && (acceptEncoding.includes("gzip") || acceptEncoding.includes("br"));
}

/**
 * Runs first of all middleware, for what the request listener did not answer.
 * A stored page found here is sent as a web Response; on a miss the page is
 * rendered uncompressed (`pageCacheMiss` tells the compression middleware to
 * stand aside), pinned to its scripts' hashes, stored, and sent gzipped (made
 * in the thread pool) to a client that accepts it. A page whose render began
 * before the content version changed is sent but not kept.
 */
export function pageCacheMiddleware({
  store,
  compression,
  contentVersion,
}: {
  store: PageStore;
  compression: PageCompressionQueue;
  contentVersion: ContentVersionWatch;
}): MiddlewareHandler<{ Variables: PageCacheVariables }> {
  return async (c, next) => {
    const cacheable =
      (c.req.method === "GET" || c.req.method === "HEAD") &&
      !carriesAdminSession(c.req.header("cookie")) &&
      isCacheablePath(c.req.path);
    if (!cacheable) return next();
    if (contentVersion.current() === null) await contentVersion.refresh();

    const request = {
      method: c.req.method,
      acceptEncoding: c.req.header("accept-encoding"),
      ifNoneMatch: c.req.header("if-none-match"),
    };
    const key = store.keyOf(pathAndQuery(c.req.url));
    const hit = store.get(key);
    if (hit) return replay(hit, request);

    const versionAtStart = contentVersion.current();
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
        type.startsWith("application/atom+xml") ||
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
    if (versionAtStart !== null && contentVersion.current() === versionAtStart && !contentVersion.unreachable()) {
      store.set(key, page);
      compression.add(key, page);
    }
    c.res = undefined;
    c.res = replay(page, { ...request, acceptEncoding: request.acceptEncoding?.replace("br", "") });
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
