import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "./logger";

export type RequestLogVariables = { requestId: string; requestLogger: Logger };

// An id set by our own proxy (nginx's $request_id) is kept so both logs match;
// anything else a client sends is replaced.
const PROXY_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

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
    const offered = trustProxy ? c.req.header("x-request-id") : undefined;
    const requestId = offered && PROXY_REQUEST_ID.test(offered) ? offered : randomUUID();
    const requestLogger = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("requestLogger", requestLogger);
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
      requestLogger.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        "request",
      );
    }
  };
}
