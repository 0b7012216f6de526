import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import type { DatabaseHandle } from "./client";
import { fromRoot } from "./project-root";
import type * as schema from "./schema";

export const migrationsFolder = fromRoot("db", "migrations");

// Any fixed number; it names the advisory lock that serialises migrations.
const MIGRATION_LOCK_KEY = 72_314_905;

/**
 * Applies the committed migrations. On PostgreSQL several app instances may
 * start at once, so the run is serialised with an advisory lock on one connection.
 */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.kind === "pglite") {
    // The handle's kind says which driver made its database; `Database` is the type both share.
    await migratePglite(handle.db as PgliteDatabase<typeof schema>, { migrationsFolder: folder });
    return;
  }
  const pool = (handle.db as NodePgDatabase<typeof schema> & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** Applies only the first `count` committed migrations: the schema of an older version (used by restore). */
export async function migrateDatabaseUpTo(handle: DatabaseHandle, count: number): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  try {
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: unknown[] };
    journal.entries = journal.entries.slice(0, count);
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    await migrateDatabase(handle, folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
