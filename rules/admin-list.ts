/**
 * What the back office's server-side lists (inbox, subscribers) accept in their
 * address: a search term, filters from a fixed list, and a page number. Anything
 * else falls back to the default, so a hand-edited address never fails.
 */

export const ADMIN_LIST_PAGE_SIZE = 20;
const SEARCH_MAX_LENGTH = 200;
export const ALL = "all";

/** The search box's text, trimmed and cut to a sane length; "" means no search. */
export function searchTerm(value: unknown): string {
  if (typeof value !== "string") return "";
  return value.replaceAll("\u0000", "").trim().slice(0, SEARCH_MAX_LENGTH);
}

/** One of `values`, else null (no filter). */
export function filterValue<T extends string>(value: unknown, values: readonly T[]): T | null {
  return typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** A page number from 1 up; anything else is page 1. */
export function pageNumber(value: unknown): number {
  const page = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : 1;
  return Math.max(1, page);
}
