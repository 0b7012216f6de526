import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Conflict, conflict, type Result } from "#core/result";
import { writeBackup } from "#db/backup/write-backup";
import type { DatabaseHandle } from "#db/client";
import { appSettings } from "#db/schema";
import { backupFailureReason } from "#rules/backup";
import { listBackupFiles } from "./list-backup-files";

export const LAST_BACKUP_KEY = "backup_last_success";
export const LAST_BACKUP_FAILURE_KEY = "backup_last_failure";
/** When the next automatic backup is due (the scheduled job's claim; server/backup-schedule.ts). */
export const NEXT_BACKUP_DUE_KEY = "backup_next_due";

export type BackupRecord = { at: string; file: string; bytes: number; host: string };
export type BackupFailureRecord = { at: string; error: string; host: string };

/** A failed backup is a conflict with the machine's state (a full disk, a missing folder); `reason` says which. */
export type TakeBackupResult = Result<
  { file: string; bytes: number; rowCounts: Record<string, number>; pruned: string[] },
  Conflict<"backup-failed", { reason: string }>
>;

/**
 * Writes a backup of the whole database into the backup folder (or to `out`),
 * prunes the folder to the newest `keep`, and records the outcome for the back
 * office. A failure is recorded and returned, never thrown.
 */
export async function takeBackup({
  database,
  backupDir,
  keep,
  out,
  now = new Date(),
}: {
  database: Pick<DatabaseHandle, "db" | "kind">;
  backupDir: string;
  keep: number;
  out?: string;
  now?: Date;
}): Promise<TakeBackupResult> {
  const file = out ? path.resolve(out) : path.join(backupDir, backupFileName(now));
  try {
    const manifest = await writeBackup({ database, file });
    const { size } = fs.statSync(file);
    const pruned = out ? [] : pruneBackupFiles({ backupDir, keep });
    await record(database, LAST_BACKUP_KEY, { at: new Date().toISOString(), file, bytes: size, host: os.hostname() });
    return { ok: true, file, bytes: size, rowCounts: manifest.rowCounts, pruned };
  } catch (error) {
    const message = backupFailureReason(error as NodeJS.ErrnoException, path.dirname(file));
    await record(database, LAST_BACKUP_FAILURE_KEY, {
      at: new Date().toISOString(),
      error: message,
      host: os.hostname(),
    }).catch(() => {});
    return conflict("backup-failed", { reason: message });
  }
}

async function record(database: Pick<DatabaseHandle, "db">, key: string, value: BackupRecord | BackupFailureRecord) {
  await database.db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * How long an unfinished backup file may go unwritten before it is taken to be
 * left over from a backup that was killed (a running one writes continuously).
 */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Deletes all but the newest `keep` backups, and the unfinished files that
 * backups killed part-way left behind; returns the names of the backups removed.
 */
function pruneBackupFiles({
  backupDir,
  keep,
  now = new Date(),
}: {
  backupDir: string;
  keep: number;
  now?: Date;
}): string[] {
  const old = listBackupFiles({ backupDir }).slice(keep);
  for (const file of old) fs.rmSync(file.path, { force: true });
  for (const name of fs.readdirSync(backupDir)) {
    if (!name.startsWith(".") || !name.endsWith(".partial")) continue;
    const partial = path.join(backupDir, name);
    const lastWrite = fs.statSync(partial, { throwIfNoEntry: false })?.mtimeMs;
    if (lastWrite !== undefined && now.getTime() - lastWrite > ABANDONED_AFTER_MS) fs.rmSync(partial, { force: true });
  }
  return old.map((file) => file.name);
}

/** `site-backup-20260310T030000Z.jsonl.gz`: sorts by time, and says what it is. */
function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
  return `site-backup-${stamp}.jsonl.gz`;
}
