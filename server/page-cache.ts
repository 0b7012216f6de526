import type { Database } from "#db/client";
import { type ContentVersionWatch, createContentVersionWatch } from "./content-version-watch";
import type { Logger } from "./logger";
import { pageCacheMiddleware } from "./page-cache-middleware";
import { createPageCompressionQueue } from "./page-compression-queue";
import { PAGE_QUERY_PARAMETERS } from "./page-query";
import { createPageStore } from "./page-store";
import { createStoredPageAnswer } from "./stored-page-answer";

export type { PageCacheVariables } from "./page-cache-middleware";
export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Keeps the rendered HTML (and client navigation data) of public pages, so a
 * page that did not change is not rendered again (docs/decisions/009-page-cache.md).
 * Only anonymous GETs are cached. Its parts, one job each:
 *
 * - the store (page-store.ts): pages by least recent use, keyed by day and address;
 * - the content version (content-version-watch.ts): every write that changes a
 *   public page bumps it in its own transaction, and the store drops its pages
 *   when it changes, here at once and on other instances within `pollMs`;
 * - the answer from the request listener (stored-page-answer.ts), before anything else runs;
 * - the middleware (page-cache-middleware.ts), which stores what it renders;
 * - the compression queue (page-compression-queue.ts), which adds the brotli copy later.
 */
export function createPageCache({
  db,
  logger,
  timeZone,
  trustProxy = false,
  maxEntries = 2000,
  maxBytes = 64 * 1024 * 1024,
  pollMs = 2000,
  pollAfter,
  queryParameters = PAGE_QUERY_PARAMETERS,
  contentVersion = createContentVersionWatch({ db, logger, pollMs, pollAfter }),
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
  /** The content version is read every `pollMs` once this settles (the database prepared). */
  pollAfter?: Promise<unknown>;
  queryParameters?: ReadonlySet<string>;
  /** The content version to follow; by default one read every `pollMs`. */
  contentVersion?: ContentVersionWatch;
}) {
  const store = createPageStore({ contentVersion, timeZone, maxEntries, maxBytes, queryParameters });
  const compression = createPageCompressionQueue({ store, logger });
  return {
    answer: createStoredPageAnswer({ store, logger, trustProxy }),
    middleware: pageCacheMiddleware({ store, compression, contentVersion }),
    contentVersion,
    /** Entries and bytes held, for tests and diagnostics. */
    stats: store.stats,
    /** Resolves once every queued brotli copy is made. */
    settled: compression.settled,
    stop: contentVersion.stop,
  };
}
