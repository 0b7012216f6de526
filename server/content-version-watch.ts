import type { MiddlewareHandler } from "hono";
import { readContentVersion } from "#core/site/read-content-version";
import type { Database } from "#db/client";
import { isDatabaseUnavailable, reasonOf } from "./database-outage";
import type { Logger } from "./logger";

/**
 * This instance's view of the content version: the row every write that
 * changes a public page bumps in its own transaction (core/site/bump-content-version.ts).
 * The caches that keep what public content looks like (stored pages, /media
 * files) clear themselves when it changes. It is read again every `pollMs`,
 * so a write on another instance sharing PostgreSQL shows within that time,
 * and after each successful write request on this one, so a change shows here
 * at once.
 */
export function createContentVersionWatch({
  db,
  logger,
  pollMs,
  pollAfter = Promise.resolve(),
}: {
  db: Database;
  logger: Logger;
  /** How often to read the version; without it, only after writes and when asked. */
  pollMs?: number;
  /**
   * The reads every `pollMs` start once this settles: on a first start the
   * server answers before the database is prepared, and reading a table that
   * is not there yet would only log a warning.
   */
  pollAfter?: Promise<unknown>;
}) {
  /** Null until read, and after a failed read: nothing kept may then be trusted. */
  let version: string | null = null;
  const listeners: (() => void)[] = [];
  const changed = (next: string | null) => {
    version = next;
    for (const listener of listeners) listener();
  };

  /** Whether the last read failed because the database was unreachable. */
  let unreachable = false;
  const refresh = async () => {
    try {
      const current = await readContentVersion({ db });
      const back = unreachable;
      unreachable = false;
      // Pages rendered while the database was away may lack what it holds: dropped.
      if (current !== version || back) changed(current);
    } catch (error) {
      // While the database cannot be reached, what was stored when it last
      // answered is kept and served (no write can be made through it
      // meanwhile), nothing new is stored, and the first read once it answers
      // again drops everything. Any other failure drops what is kept.
      if (isDatabaseUnavailable(error)) {
        if (!unreachable) logger.warn({ reason: reasonOf(error) }, "database unreachable; stored pages kept");
        unreachable = true;
        return;
      }
      logger.warn({ err: error }, "could not read the content version; cached pages and files dropped");
      changed(null);
    }
  };

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  if (pollMs !== undefined) {
    void pollAfter.then(() => {
      if (stopped) return;
      timer = setInterval(refresh, pollMs);
      timer.unref();
    });
  }

  return {
    current: () => version,
    /** Whether the last read found the database unreachable: a page rendered now is not kept. */
    unreachable: () => unreachable,
    refresh,
    /** Calls `listener` whenever the version read differs from the last one. */
    onChange(listener: () => void) {
      listeners.push(listener);
    },
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}

export type ContentVersionWatch = ReturnType<typeof createContentVersionWatch>;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Reads the content version again after every successful write request, so the
 * caches of the instance that took the write drop what it changed before its
 * next answer. Which writes change public pages is known where they are made,
 * not from their address.
 */
export function refreshAfterWrites(watch: ContentVersionWatch): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (WRITE_METHODS.has(c.req.method) && c.res.status < 400) await watch.refresh();
  };
}
