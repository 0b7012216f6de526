import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle, Executor } from "#db/client";
import { makeFolder } from "#db/make-folder";
import { queryRows } from "#db/query-rows";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest, createBackupWriter } from "./backup-file";
import { listSequences, listTablesInLoadOrder, quoteTable, readSchemaVersion } from "./catalog";

/**
 * Writes a backup of the whole database to `file`, atomically: into a temporary
 * file beside it, fsynced, then renamed. Everything is read in one read-only
 * repeatable-read transaction, so the backup is one consistent moment even
 * while visitors write (PGlite, having one connection, simply queues them).
 */
export async function writeBackup({
  database,
  file,
}: {
  database: Pick<DatabaseHandle, "db" | "kind">;
  file: string;
}): Promise<BackupManifest> {
  makeFolder(path.dirname(file));
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString("hex")}.partial`);
  const writer = createBackupWriter(partial);
  try {
    const createdAt = new Date().toISOString();
    await writer.line(
      JSON.stringify({ type: "header", format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, createdAt }),
    );
    const content = await database.db.transaction((tx) => dumpTables(tx, (json) => writer.line(json)), {
      isolationLevel: "repeatable read",
      accessMode: "read only",
    });
    const manifest = await writer.finish({
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt,
      source: database.kind,
      ...content,
    });
    fs.renameSync(partial, file);
    syncFolder(path.dirname(file));
    return manifest;
  } catch (error) {
    await writer.abort();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

async function dumpTables(tx: Executor, line: (json: string) => Promise<void>) {
  const schema = await readSchemaVersion(tx);
  const rowCounts: Record<string, number> = {};
  for (const { table, columns, hasBinary } of await listTablesInLoadOrder(tx)) {
    await line(JSON.stringify({ type: "table", table, columns }));
    const prefix = `{"type":"row","table":${JSON.stringify(table)},"row":`;
    rowCounts[table] = 0;
    await tx.execute(
      sql.raw(
        `declare backup_rows no scroll cursor for select row_to_json(t)::text as "row" from ${quoteTable(table)} t`,
      ),
    );
    // Image bytes make rows large: fetch few at a time to keep memory flat.
    const batch = hasBinary ? 8 : 500;
    for (;;) {
      const rows = await queryRows<{ row: string }>(tx, sql.raw(`fetch ${batch} from backup_rows`));
      for (const { row } of rows) await line(`${prefix}${row}}`);
      rowCounts[table] += rows.length;
      if (rows.length < batch) break;
    }
    await tx.execute(sql.raw("close backup_rows"));
  }
  const sequences: Record<string, number | null> = {};
  for (const { name, value } of await listSequences(tx)) {
    sequences[name] = value;
    await line(JSON.stringify({ type: "sequence", name, value }));
  }
  return { schema, rowCounts, sequences };
}

function syncFolder(folder: string) {
  try {
    const fd = fs.openSync(folder, "r");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Some file systems cannot fsync a folder; the rename is still atomic.
  }
}
