import { sql } from "drizzle-orm";
import type { Database } from "#db/client";

type Rows<Row> = { rows: Row[] };

/** The statement that empties one database, built once per database from its tables and sequences. */
const emptyingOf = new WeakMap<Database, Promise<string>>();

async function emptyingStatement(db: Database): Promise<string> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as Rows<{ tablename: string }>;
  const sequences = (await db.execute(
    sql`select sequencename from pg_sequences where schemaname = 'public' order by sequencename`,
  )) as unknown as Rows<{ sequencename: string }>;
  // One statement (a DO block), so both drivers run it in one round trip and one transaction.
  return [
    "do $$ begin",
    // Foreign keys are not checked while every table is emptied at once (superusers only; see below).
    "set local session_replication_role = replica;",
    ...tables.rows.map((row) => `delete from "${row.tablename}";`),
    ...sequences.rows.map((row) => `perform setval('"${row.sequencename}"', 1, false);`),
    "end $$",
  ].join("\n");
}

/**
 * Empties every table, keeping the schema, and starts every sequence again.
 *
 * DELETE, not TRUNCATE: a test leaves a few rows, and deleting them takes
 * milliseconds, while TRUNCATE gives every table new files and syncs them to
 * disk, about a second per test on PostgreSQL (docs/decisions/006-testing.md).
 * A role that may not skip foreign-key checks gets TRUNCATE instead.
 */
export async function truncateAllTables(db: Database): Promise<void> {
  let statement = emptyingOf.get(db);
  if (!statement) {
    statement = emptyingStatement(db);
    emptyingOf.set(db, statement);
  }
  try {
    await db.execute(sql.raw(await statement));
  } catch (error) {
    if (!/session_replication_role|permission denied/i.test(String((error as Error).message))) throw error;
    const tables = (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )) as unknown as Rows<{ tablename: string }>;
    const names = tables.rows.map((row) => `"${row.tablename}"`).join(", ");
    if (names) await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
  }
}
