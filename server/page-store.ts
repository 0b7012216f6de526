import { LRUCache } from "lru-cache";
import { todayIn } from "#core/dates";
import type { ContentVersionWatch } from "./content-version-watch";
import { pageAddress } from "./page-query";
import type { StoredPage } from "./stored-page";

/**
 * The stored pages, kept by least recent use and bounded by count and by
 * bytes. A page's key is the business's calendar day and its address, with
 * the query parameters no page reads left out (page-query.ts): "upcoming"
 * lists move on at midnight without any write. Everything is dropped when the
 * content version changes, and nothing is answered while it is unknown.
 */
export function createPageStore({
  contentVersion,
  timeZone,
  maxEntries,
  maxBytes,
  queryParameters,
}: {
  contentVersion: ContentVersionWatch;
  /** The business's time zone, whose calendar day keys the pages. */
  timeZone: () => string;
  maxEntries: number;
  maxBytes: number;
  queryParameters: ReadonlySet<string>;
}) {
  const pages = new LRUCache<string, StoredPage>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (page) => page.size,
  });
  contentVersion.onChange(() => pages.clear());

  let day = "";
  let dayReadAt = 0;
  const keyOf = (address: string) => {
    const now = Date.now();
    if (now - dayReadAt > 1000) {
      day = todayIn(timeZone());
      dayReadAt = now;
    }
    return `${day} ${pageAddress(address, queryParameters)}`;
  };

  return {
    /** The key of a request line's path and query ("/events?utm_source=x"). */
    keyOf,
    /** The page kept under `key`, counted as used; none while the content version is unknown. */
    get: (key: string) => (contentVersion.current() === null ? undefined : pages.get(key)),
    /** The page kept under `key`, without counting it as used. */
    peek: (key: string) => pages.peek(key),
    set: (key: string, page: StoredPage) => pages.set(key, page),
    stats: () => ({ entries: pages.size, bytes: pages.calculatedSize }),
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
