import { sql } from "drizzle-orm";
import { countRows } from "#db/backup/catalog";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";

/** Every row of every table, as Postgres prints it, sorted: equal means byte-equal. */
export async function databaseContents(db: Executor): Promise<Record<string, string[]>> {
  const tables = Object.keys(await countRows(db));
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql.raw(`select row_to_json(t)::text as "row" from public."${table}" t order by 1`),
    );
    result[table] = rows.map((row) => row.row);
  }
  return result;
}
