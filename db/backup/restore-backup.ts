import path from "node:path";
import { sql } from "drizzle-orm";
import type { MigrationMeta } from "drizzle-orm/migrator";
import { type DatabaseHandle, type EmbeddedDurability, type Executor, openDatabase } from "#db/client";
import { backupFailureReason } from "#rules/backup";
import { BackupFileError, type BackupManifest, readBackupLines, verifyBackupFile } from "./backup-file";
import { countRows, quoteName, quoteTable, shippedMigrations } from "./catalog";
import { writeBackup } from "./write-backup";

export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

export type RestoreOptions = {
  file: string;
  /** The target: a PostgreSQL database, or (when null) the embedded database in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /**
   * The embedded database's disk syncing (see docs/decisions/018-durable-embedded-commits.md);
   * `full` unless configured.
   */
  durability?: EmbeddedDurability;
  /** Replace a target that already holds data, after backing it up into replacedBackupDir. */
  force?: boolean;
  replacedBackupDir: string;
  /** Told once the file is checked, before the target is opened. */
  onVerified?: (manifest: BackupManifest) => void;
};

export type RestoreResult = {
  manifest: BackupManifest;
  rowCounts: Record<string, number>;
  /** Where the replaced contents were saved (only with force on a non-empty target). */
  replacedBackup: string | null;
  /** Migrations applied after loading, when the backup came from an older version. */
  migratedForward: number;
};

const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Loads a backup into an empty database (or, with force, one whose contents
 * are first saved to a backup): checks the file first, then in one
 * transaction replaces the schema with the one the backup was taken with,
 * loads every row, compares the row counts and applies the migrations that
 * came after it. A refused, failed or interrupted restore (even kill -9)
 * changes nothing: the transaction is never committed.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const manifest = await verifyBackupFile(options.file);
  const shipped = shippedMigrations();
  const taken = manifest.schema.migrations;
  if (taken > shipped.length || (taken > 0 && shipped[taken - 1]?.hash !== manifest.schema.lastMigration)) {
    throw new BackupFileError(
      `${options.file} was taken from a different version of the site (its database has ${taken} migrations, ` +
        `this version knows ${shipped.length}); restore it with the version that wrote it, or a newer one.`,
    );
  }

  options.onVerified?.(manifest);
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    durability: options.durability,
    migrate: false,
  });
  try {
    const replacedBackup = await saveTarget(database, options);
    const rowCounts = await database.db.transaction(async (tx) => {
      await resetSchema(tx);
      await applyMigrations(tx, shipped.slice(0, taken));
      await loadRows(tx, options.file);
      const loaded = await countRows(tx);
      for (const [table, expected] of Object.entries(manifest.rowCounts)) {
        if (loaded[table] !== expected) {
          throw new BackupFileError(
            `Restoring ${table} gave ${loaded[table]} rows instead of ${expected}; nothing was changed.`,
          );
        }
      }
      await applyMigrations(tx, shipped.slice(taken));
      return loaded;
    });
    return { manifest, rowCounts, replacedBackup, migratedForward: shipped.length - taken };
  } finally {
    await database.close();
  }
}

/** Refuses a target that holds data unless forced; then saves what it holds. Changes nothing in it. */
async function saveTarget(database: DatabaseHandle, options: RestoreOptions): Promise<string | null> {
  const counts = Object.entries(await countRows(database.db)).filter(([, count]) => count > 0);
  if (counts.length === 0) return null;
  const rows = counts.reduce((sum, [, count]) => sum + count, 0);
  if (!options.force) {
    throw new RestoreRefusedError(
      `the target database is not empty (${rows} ${rows === 1 ? "row" : "rows"} in ${counts.length} ${counts.length === 1 ? "table" : "tables"}). ` +
        "Restore into an empty DATA_DIR or an empty PostgreSQL database, or add --force to replace what is there " +
        "(a backup of it is saved first).",
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const replacedBackup = path.join(options.replacedBackupDir, `before-restore-${stamp}.jsonl.gz`);
  try {
    await writeBackup({ database, file: replacedBackup });
  } catch (error) {
    throw new RestoreRefusedError(
      `what the target holds could not be saved first: ${backupFailureReason(error as NodeJS.ErrnoException, options.replacedBackupDir)}`,
    );
  }
  return replacedBackup;
}

async function resetSchema(db: Executor) {
  await db.execute(sql.raw("drop schema if exists drizzle cascade"));
  await db.execute(sql.raw("drop schema if exists public cascade"));
  await db.execute(sql.raw("create schema public"));
}

/**
 * Applies migrations inside the restore's transaction, recording them as
 * Drizzle's migrator does, so the server's own migrator later carries on
 * from them. (The migrator opens a transaction of its own, which would
 * commit the restore half-way.)
 */
async function applyMigrations(tx: Executor, migrations: MigrationMeta[]) {
  await tx.execute(sql.raw("create schema if not exists drizzle"));
  await tx.execute(
    sql.raw(
      "create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
    ),
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

async function loadRows(tx: Executor, file: string) {
  let table = "";
  let columns: string[] = [];
  let pending: string[] = [];
  let pendingBytes = 0;
  /** The number, within its table, of the first row waiting in `pending`. */
  let firstPending = 1;
  const insert = (db: Executor, rows: string[]) => {
    const list = columns.map(quoteName).join(", ");
    return db.execute(
      sql`${sql.raw(`insert into ${quoteTable(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${quoteTable(table)}, `)}${`[${rows.join(",")}]`}::json)`,
    );
  };
  const flush = async () => {
    if (pending.length === 0) return;
    try {
      await tx.transaction((batch) => insert(batch, pending));
    } catch {
      // Row by row, to name the one that cannot be stored.
      for (const [index, row] of pending.entries()) {
        try {
          await insert(tx, [row]);
        } catch (error) {
          throw new BackupFileError(
            `${file} cannot be loaded: row ${firstPending + index} of table ${table} ${whyRowFailed(error)}. Nothing was changed.`,
          );
        }
      }
    }
    firstPending += pending.length;
    pending = [];
    pendingBytes = 0;
  };
  for await (const line of readBackupLines(file)) {
    if (line.type === "table") {
      await flush();
      table = line.table;
      columns = line.columns;
      firstPending = 1;
    } else if (line.type === "row") {
      const json = JSON.stringify(line.row);
      pending.push(json);
      pendingBytes += json.length;
      if (pending.length >= BATCH_ROWS || pendingBytes >= BATCH_BYTES) await flush();
    } else if (line.type === "sequence") {
      await flush();
      const name = `public.${quoteName(line.name)}`;
      await tx.execute(
        line.value === null
          ? sql`select setval(${name}::regclass, 1, false)`
          : sql`select setval(${name}::regclass, ${line.value}, true)`,
      );
    }
  }
  await flush();
}

/**
 * Why the database refused a row, from the error's code and names only:
 * its message may quote the row's values, which must not reach a log.
 */
function whyRowFailed(error: unknown): string {
  let found: { code?: unknown; constraint?: unknown; column?: unknown; message?: unknown } = {};
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const fields = current as typeof found & { cause?: unknown };
    if (typeof fields.code === "string") {
      found = fields;
      break;
    }
    current = fields.cause;
  }
  const code = typeof found.code === "string" ? found.code : "";
  const constraint = typeof found.constraint === "string" ? ` (${found.constraint})` : "";
  const column = typeof found.column === "string" ? found.column : null;
  const type =
    typeof found.message === "string"
      ? /\btype ([a-z][a-z0-9 ]*(?:\(\d+\))?)(?::|$)/.exec(found.message)?.[1]
      : undefined;
  switch (code) {
    case "23505":
      return `repeats a value that must be unique${constraint}`;
    case "23503":
      return `refers to a row that is not in the backup${constraint}`;
    case "23502":
      return `has no value in a column that needs one${column ? ` (${column})` : ""}`;
    case "23514":
      return `breaks a rule of the table${constraint}`;
    default:
      if (code.startsWith("22")) return `holds a value its column cannot take${type ? ` (not a valid ${type})` : ""}`;
      return code ? `cannot be stored (database error ${code})` : "cannot be stored";
  }
}
