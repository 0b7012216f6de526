import fs from "node:fs";
import { listBackupFiles } from "./list-backup-files";

/** Deletes all but the newest `keep` backups; returns the names removed. */
export function pruneBackupFiles({ backupDir, keep }: { backupDir: string; keep: number }): string[] {
  const old = listBackupFiles({ backupDir }).slice(keep);
  for (const file of old) fs.rmSync(file.path, { force: true });
  return old.map((file) => file.name);
}
