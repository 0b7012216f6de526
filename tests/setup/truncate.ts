import { sql } from "drizzle-orm";
import type { Database } from "#db/client";

/**
 * Empties every table that has rows, keeping the schema, and starts every
 * sequence again.
 *
 * TRUNCATE gives each table it names new files and syncs them to disk: on
 * PostgreSQL that is about a second for all the tables, and a test leaves
 * rows in a few. So only the tables with rows are named (CASCADE adds the
 * tables that refer to them). DELETE would be faster still, but leaves rows
 * where the next test's rows may land in between, and tests read rows in the
 * order they were written (docs/decisions/006-testing.md).
 */
const EMPTY_TABLES_WITH_ROWS = sql.raw(`
  do $$
  declare
    name text;
    has_rows boolean;
    filled text[] := '{}';
  begin
    for name in select tablename from pg_tables where schemaname = 'public' loop
      execute format('select exists (select 1 from %I)', name) into has_rows;
      if has_rows then filled := filled || format('%I', name); end if;
    end loop;
    if cardinality(filled) > 0 then
      execute 'truncate ' || array_to_string(filled, ', ') || ' restart identity cascade';
    end if;
    for name in select format('%I', sequencename) from pg_sequences where schemaname = 'public' loop
      perform setval(name, 1, false);
    end loop;
  end $$
`);

export async function truncateAllTables(db: Database): Promise<void> {
  await db.execute(EMPTY_TABLES_WITH_ROWS);
}
