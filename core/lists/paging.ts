import { type AnyColumn, asc, desc, type SQL } from "drizzle-orm";
import type { Executor } from "#db/client";

/** What a back-office list is asked for: a search, and a status ("all", or absent, for any). */
export type ListQuery = { db: Executor; search?: string; status?: string };

/** One page of a server-side list, with what the screen needs to show where it is. */
export type ListPage<Row> = {
  rows: Row[];
  /** Rows matching the search and filters, on every page. */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

type PageWindow = {
  page: number;
  pageCount: number;
  limit: number;
  offset: number;
  /** Read this page from the other end of the order, then reverse it. */
  fromEnd: boolean;
};

/**
 * Where a page starts. A page past the middle is read from the far end of the
 * order, so the last page of 100,000 rows skips 0 rows rather than 99,980
 * (an OFFSET costs as much as the rows it skips). A page past the end is the
 * last page.
 */
export function pageWindow({ page, pageSize, total }: { page: number; pageSize: number; total: number }): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const offset = (current - 1) * pageSize;
  const limit = Math.max(0, Math.min(pageSize, total - offset));
  if (offset > total / 2) {
    return { page: current, pageCount, limit, offset: total - offset - limit, fromEnd: true };
  }
  return { page: current, pageCount, limit, offset, fromEnd: false };
}

/** Newest first, then by id so rows created at the same instant keep one order; reversed for `fromEnd`. */
export function newestFirst(window: PageWindow, createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return window.fromEnd ? [asc(createdAt), asc(id)] : [desc(createdAt), desc(id)];
}

/**
 * One page of `total` rows: `readRows` reads the window's rows (limit, offset,
 * and the order from `newestFirst`); a page read from the far end is put back
 * in the list's order.
 */
export async function readPage<Row>({
  page,
  pageSize,
  total,
  readRows,
}: {
  page: number;
  pageSize: number;
  total: number;
  readRows: (window: PageWindow) => Promise<Row[]>;
}): Promise<ListPage<Row>> {
  const window = pageWindow({ page, pageSize, total });
  const rows = window.limit === 0 ? [] : await readRows(window);
  return {
    rows: window.fromEnd ? rows.reverse() : rows,
    total,
    page: window.page,
    pageSize,
    pageCount: window.pageCount,
  };
}
