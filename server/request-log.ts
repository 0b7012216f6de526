import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { type Logger, writeInfoLine } from "./logger";

export type RequestLogVariables = {
  requestId: string;
  /** The request's logger, whose lines carry its id; made on the first call (most requests never log). */
  requestLogger: () => Logger;
};

// An id set by our own proxy (nginx's $request_id) is kept so both logs match;
// anything else a client sends is replaced.
const PROXY_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the proxy's own when it is trusted and well formed, else a new one. */
export function requestIdFor(offered: string | string[] | undefined, trustProxy: boolean): string {
  return trustProxy && typeof offered === "string" && PROXY_REQUEST_ID.test(offered) ? offered : randomUUID();
}

/** The one line each request leaves in the log. */
export function logRequest(
  logger: Logger,
  {
    requestId,
    method,
    path,
    status,
    started,
  }: { requestId: string; method: string; path: string; status: number; started: number },
) {
  if (!logger.isLevelEnabled("info")) return;
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  // The path is whatever the client sent, so it goes through JSON.stringify. The
  // id (requestIdFor: a UUID or PROXY_REQUEST_ID's characters) and the method
  // (a token Node's parser accepted) hold nothing JSON escapes.
  const fields = `,"requestId":"${requestId}","method":"${method}","path":${JSON.stringify(path)},"status":${status},"durationMs":${durationMs}`;
  if (!writeInfoLine(logger, fields, "request")) {
    logger.info({ requestId, method, path, status, durationMs }, "request");
  }
}

/**
 * Gives every request an id, returned as X-Request-Id and carried by the
 * request's logger (so error lines name it too), and logs one JSON line when
 * the response is ready: method, path (never the query string, which can hold
 * an email address or a search), status and duration.
 */
export function requestLog({ logger, trustProxy }: { logger: Logger; trustProxy: boolean }): MiddlewareHandler<{
  Variables: RequestLogVariables;
}> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFor(c.req.header("x-request-id"), trustProxy);
    let requestLogger: Logger | undefined;
    c.set("requestId", requestId);
    c.set("requestLogger", () => {
      requestLogger ??= logger.child({ requestId });
      return requestLogger;
    });
    try {
      await next();
    } finally {
      try {
        c.res.headers.set("X-Request-Id", requestId);
      } catch {
        // Headers of a response passed through unchanged are read-only.
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set("X-Request-Id", requestId);
      }
      logRequest(logger, { requestId, method: c.req.method, path: c.req.path, status: c.res.status, started });
    }
  };
}
