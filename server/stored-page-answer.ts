import type { IncomingMessage, ServerResponse } from "node:http";
import { carriesAdminSession } from "./admin-cookie";
import type { Logger } from "./logger";
import type { PageStore } from "./page-store";
import { sendWithPresetHead } from "./preset-response-head";
import { logRequest, requestIdFor } from "./request-log";
import { matchesEtag, preferredEncoding, type Variant } from "./stored-page";

/**
 * The request listener's first step: answers a stored page and returns true,
 * or returns false and leaves the request untouched for the full app. No web
 * Request or Response is built: a lookup, the precomputed status line and
 * header lines, and the stored bytes in the client's encoding; only the
 * request ID and the log line are made per request.
 */
export function createStoredPageAnswer({
  store,
  logger,
  trustProxy,
}: {
  store: PageStore;
  logger: Logger;
  /** Whether an X-Request-Id from the proxy is kept, as the request log does. */
  trustProxy: boolean;
}) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const headers = request.headers;
    const url = request.url;
    if (carriesAdminSession(headers.cookie) || url === undefined || url.charCodeAt(0) !== 47) return false;
    const page = store.get(store.keyOf(url));
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
}
