import { isDatabaseUnavailable } from "#db/errors";
import type { Logger } from "./logger";

export { isDatabaseUnavailable };

/** What a client is told to wait before trying again while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/** The driver's own words, without the SQL Drizzle puts in front. */
export function reasonOf(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof Error && cause.message) return cause.message;
  return error instanceof Error && error.message ? error.message : "unknown error";
}

/**
 * When `error` means the database is unreachable: logs one line saying so
 * (no stack: the cause is outside the code) and returns true, so the caller
 * answers 503 with Retry-After. Any other error is left to the caller.
 */
export function reportDatabaseOutage(logger: Logger, error: unknown, during: string): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  logger.error({ during, reason: reasonOf(error) }, "database unavailable; answered 503");
  return true;
}

/**
 * Marks a request's load context when a loader or action failed because the
 * database was unreachable. A registered symbol, not a module's own set: the
 * page build and the server each bundle a copy of this module.
 */
const OUTAGE = Symbol.for("database-outage");

/**
 * Told of an error no loader or action caught (React Router's `handleError`):
 * when it is an outage, it is logged as one and the request is marked, so its
 * 500 becomes a 503 (`answerDuringOutage`). Returns whether it was one.
 */
export function noteUncaughtOutage(context: object, logger: Logger, error: unknown, during: string): boolean {
  if (!reportDatabaseOutage(logger, error, during)) return false;
  (context as { [OUTAGE]?: boolean })[OUTAGE] = true;
  return true;
}

/**
 * A page's answer as sent: a 500 caused by an unreachable database is a 503,
 * and every 503 tells when to try again.
 */
export function answerDuringOutage(response: Response, context: object): Response {
  const outage = response.status === 500 && (context as { [OUTAGE]?: boolean })[OUTAGE] === true;
  if (!outage && (response.status !== 503 || response.headers.has("Retry-After"))) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}
