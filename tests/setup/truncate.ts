import { sql } from "drizzle-orm";
import type { Database } from "#db/client";

/** Empties every table, keeping the schema. */
export async function truncateAllTables(db: Database): Promise<void> {
  const result = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
    rows: { tablename: string }[];
  };
  const names = result.rows.map((row) => `"${row.tablename}"`).join(", ");
  if (names) await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}
