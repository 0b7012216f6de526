import { sql } from "drizzle-orm";
import { countRows } from "#db/backup/catalog";
import type { Executor } from "#db/client";

/** Every row of every table, as Postgres prints it, sorted: equal means byte-equal. */
export async function databaseContents(db: Executor): Promise<Record<string, string[]>> {
  const tables = Object.keys(await countRows(db));
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = (await db.execute(
      sql.raw(`select row_to_json(t)::text as "row" from public."${table}" t order by 1`),
    )) as unknown as { rows: { row: string }[] };
    result[table] = rows.map((row) => row.row);
  }
  return result;
}
