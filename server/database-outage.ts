import { isDatabaseUnavailable } from "#db/errors";
import type { Logger } from "./logger";

export { isDatabaseUnavailable };

/** What a client is told to wait before trying again while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/**
 * When `error` means the database is unreachable: logs one line saying so
 * (no stack: the cause is outside the code) and returns true, so the caller
 * answers 503 with Retry-After. Any other error is left to the caller.
 */
/** The driver's own words, without the SQL Drizzle puts in front. */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof Error && cause.message) return cause.message;
  return error instanceof Error && error.message ? error.message : "unknown error";
}

export function reportDatabaseOutage(logger: Logger, error: unknown, during: string): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  logger.error({ during, reason: reasonOf(error) }, "database unavailable; answered 503");
  return true;
}
