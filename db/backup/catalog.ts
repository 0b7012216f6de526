import { sql } from "drizzle-orm";
import { type MigrationMeta, readMigrationFiles } from "drizzle-orm/migrator";
import type { Executor } from "#db/client";
import { migrationsFolder } from "#db/migrate";
import { queryRows } from "#db/query-rows";

/**
 * What a backup covers is read from the database's own catalog, never from a
 * list kept by hand: a table added by a later migration is backed up and
 * restored without anyone remembering to add it here.
 */

export type TableColumns = { table: string; columns: string[]; hasBinary: boolean };

export type SchemaVersion = { migrations: number; lastMigration: string | null };

/** The public schema's tables, each after the tables its foreign keys point to. */
export async function listTablesInLoadOrder(db: Executor): Promise<TableColumns[]> {
  const columns = await queryRows<{ table: string; column: string; type: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as "child", parent.relname as "parent"
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const tables = new Map<string, TableColumns>();
  for (const { table, column, type } of columns) {
    const entry = tables.get(table) ?? { table, columns: [], hasBinary: false };
    entry.columns.push(column);
    if (type === "bytea") entry.hasBinary = true;
    tables.set(table, entry);
  }
  const ordered: TableColumns[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const reference of references) {
      if (reference.child === table && reference.parent !== table) place(reference.parent, path);
    }
    placed.add(table);
    const entry = tables.get(table);
    if (entry) ordered.push(entry);
  };
  for (const table of [...tables.keys()].sort()) place(table, new Set());
  return ordered;
}

/** Sequences of the public schema with their current position (null when never used). */
export async function listSequences(db: Executor): Promise<{ name: string; value: number | null }[]> {
  const found = await queryRows<{ name: string; value: string | number | null }>(
    db,
    sql`select sequencename as "name", last_value as "value" from pg_sequences where schemaname = 'public' order by 1`,
  );
  return found.map(({ name, value }) => ({ name, value: value === null ? null : Number(value) }));
}

/** The migrations applied to this database: how many, and the hash of the newest. */
export async function readSchemaVersion(db: Executor): Promise<SchemaVersion> {
  const exists = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "found"`,
  );
  if (!exists[0]?.found) return { migrations: 0, lastMigration: null };
  const applied = await queryRows<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return { migrations: applied.length, lastMigration: applied.at(-1)?.hash ?? null };
}

/** The migrations this version of the site ships with, oldest first. */
export function shippedMigrations(): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder });
}

/** Rows per table; a table missing from the database counts as empty. */
export async function countRows(db: Executor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table } of await listTablesInLoadOrder(db)) {
    const [found] = await queryRows<{ count: number }>(
      db,
      sql.raw(`select count(*)::int as "count" from ${quoteTable(table)}`),
    );
    counts[table] = Number(found?.count ?? 0);
  }
  return counts;
}

export function quoteTable(table: string): string {
  return `public.${quoteName(table)}`;
}

export function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
