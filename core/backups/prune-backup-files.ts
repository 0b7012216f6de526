import fs from "node:fs";
import path from "node:path";
import { listBackupFiles } from "./list-backup-files";

/**
 * How long an unfinished backup file may go unwritten before it is taken to be
 * left over from a backup that was killed (a running one writes continuously).
 */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Deletes all but the newest `keep` backups, and the unfinished files that
 * backups killed part-way left behind; returns the names of the backups removed.
 */
export function pruneBackupFiles({
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
