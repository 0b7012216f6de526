import type { SQLWrapper } from "drizzle-orm";
import type { Executor } from "./client";

/**
 * The rows of a raw query, typed as the caller's `select` names them. Drizzle
 * types what `execute` answers by driver, and `Database` is generic over both
 * (PGlite answers its `Results`, node-postgres its `QueryResult`): both carry
 * the rows, one object per row, as `rows`. The one place that says so; the
 * columns' types are the query's to get right (cast in SQL, e.g. `::int`).
 */
export async function queryRows<Row>(db: Executor, query: SQLWrapper): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

/** The first row of a raw query (one that returns at most one), or undefined when it returns none. */
export async function queryRow<Row>(db: Executor, query: SQLWrapper): Promise<Row | undefined> {
  return (await queryRows<Row>(db, query))[0];
}
