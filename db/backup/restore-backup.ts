import path from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, type EmbeddedDurability, type Executor, openDatabase } from "#db/client";
import { migrateDatabase, migrateDatabaseUpTo } from "#db/migrate";
import { BackupFileError, type BackupManifest, readBackupLines, verifyBackupFile } from "./backup-file";
import { countRows, quoteName, quoteTable, readSchemaVersion, shippedMigrations } from "./catalog";
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
 * Loads a backup into an empty database: checks the file first, builds the
 * schema the backup was taken with, loads every row in one transaction, then
 * applies the migrations that came after it. A refused or failed restore
 * changes nothing.
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

  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    durability: options.durability,
    migrate: false,
  });
  try {
    const replacedBackup = await emptyTarget(database, options);
    const current = await readSchemaVersion(database.db);
    if (current.migrations !== taken || current.lastMigration !== manifest.schema.lastMigration) {
      await resetSchema(database.db);
      await migrateDatabaseUpTo(database, taken);
    }
    const rowCounts = await database.db.transaction(async (tx) => {
      await loadRows(tx, options.file);
      const loaded = await countRows(tx);
      for (const [table, expected] of Object.entries(manifest.rowCounts)) {
        if (loaded[table] !== expected) {
          throw new BackupFileError(
            `Restoring ${table} gave ${loaded[table]} rows instead of ${expected}; nothing was changed.`,
          );
        }
      }
      return loaded;
    });
    await migrateDatabase(database);
    return { manifest, rowCounts, replacedBackup, migratedForward: shipped.length - taken };
  } finally {
    await database.close();
  }
}

async function emptyTarget(database: DatabaseHandle, options: RestoreOptions): Promise<string | null> {
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
  await writeBackup({ database, file: replacedBackup });
  await resetSchema(database.db);
  return replacedBackup;
}

async function resetSchema(db: Executor) {
  await db.execute(sql.raw("drop schema if exists drizzle cascade"));
  await db.execute(sql.raw("drop schema public cascade"));
  await db.execute(sql.raw("create schema public"));
}

async function loadRows(tx: Executor, file: string) {
  let table = "";
  let columns: string[] = [];
  let pending: string[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const list = columns.map(quoteName).join(", ");
    await tx.execute(
      sql`${sql.raw(`insert into ${quoteTable(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${quoteTable(table)}, `)}${`[${pending.join(",")}]`}::json)`,
    );
    pending = [];
    pendingBytes = 0;
  };
  for await (const line of readBackupLines(file)) {
    if (line.type === "table") {
      await flush();
      table = line.table;
      columns = line.columns;
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
