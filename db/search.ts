import { type AnyColumn, ilike, or, type SQL } from "drizzle-orm";

/** A LIKE pattern matching `text` anywhere, with the pattern's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `term` anywhere in any of `columns`, ignoring letter case; no condition for an empty term. */
export function containsInAny(columns: (AnyColumn | SQL)[], term: string): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}
