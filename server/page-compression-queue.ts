import type { Logger } from "./logger";
import type { PageStore } from "./page-store";
import { addVariant, COMPRESS_FROM_BYTES, compressBrotli, compressGzip, type StoredPage } from "./stored-page";

/** Pages waiting for their brotli copy; beyond this a new page keeps gzip only until it is stored again. */
const MAX_PENDING_COMPRESSIONS = 256;

/**
 * Makes the brotli copy of stored pages after their first visitor has been
 * answered. Brotli at quality 10 takes tens of milliseconds a page: it runs in
 * zlib's thread pool, one page at a time, never on the way to a visitor. A
 * page dropped from the store meanwhile is skipped.
 */
export function createPageCompressionQueue({ store, logger }: { store: PageStore; logger: Logger }) {
  const pending: { key: string; page: StoredPage }[] = [];
  let compressing: Promise<void> | null = null;

  return {
    add(key: string, page: StoredPage) {
      if (page.variants.br || (page.variants.identity?.body.length ?? 0) < COMPRESS_FROM_BYTES) return;
      if (pending.length >= MAX_PENDING_COMPRESSIONS) return;
      pending.push({ key, page });
      compressing ??= (async () => {
        for (let next = pending.shift(); next; next = pending.shift()) {
          if (store.peek(next.key) !== next.page) continue;
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
    },
    /** Resolves once every queued brotli copy is made. */
    async settled() {
      while (compressing) await compressing;
    },
  };
}

export type PageCompressionQueue = ReturnType<typeof createPageCompressionQueue>;
