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
 * What a log line says of an error: for an unreachable database only the
 * driver's words (its stack says nothing about the cause, which is outside
 * the code), for anything else the error itself, stack included.
 */
export function errorFields(error: unknown): { reason: string } | { err: unknown } {
  return isDatabaseUnavailable(error) ? { reason: reasonOf(error) } : { err: error };
}

/**
 * One outage of the database, told by whichever part of the process meets it
 * first: the pool losing its connections, the mail worker, a scheduled job.
 * The log has one line when it begins (level 50, the driver's words, no
 * stack: the cause is outside the code) and one when the database answers
 * again (level 40, with how long it was away, so a log kept at warnings
 * shows both); what fails in between for the same
 * reason is a debug line. Decision 050.
 */
export type OutageTracker = {
  /**
   * Told of a failure: when it means the database is unreachable, logs the
   * outage's first line if it is the first, and returns true; any other error
   * is left to the caller, who logs it with its stack.
   */
  failed(error: unknown, during: string): boolean;
  /** Told the database answered (a new connection, a query that worked): ends an outage in progress. */
  answered(): void;
  /** Whether the database is away now, as far as the process knows. */
  readonly down: boolean;
};

export function createOutageTracker(logger: Logger): OutageTracker {
  let since: number | null = null;
  return {
    failed(error, during) {
      if (!isDatabaseUnavailable(error)) return false;
      if (since === null) {
        since = Date.now();
        logger.error({ during, reason: reasonOf(error) }, "database unreachable");
      } else logger.debug({ during, reason: reasonOf(error) }, "database still unreachable");
      return true;
    },
    answered() {
      if (since === null) return;
      logger.warn({ downForMs: Date.now() - since }, "database reachable again");
      since = null;
    },
    get down() {
      return since !== null;
    },
  };
}

/**
 * When `error` means the database is unreachable: logs one line saying so
 * for this request (a warning, no stack: the cause is outside the code; the
 * outage itself is the tracker's line) and returns true, so the caller
 * answers 503 with Retry-After. Any other error is left to the caller.
 */
export function reportDatabaseOutage(logger: Logger, error: unknown, during: string): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  logger.warn({ during, reason: reasonOf(error) }, "database unavailable; answered 503");
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
