import fs from "node:fs";
import path from "node:path";

/** A backup file in BACKUP_DIR, as the back office lists it. */
export type BackupFile = { name: string; path: string; bytes: number; createdAt: Date };

const NAME = /^site-backup-(\d{8}T\d{6}Z)\.jsonl\.gz$/;

/** Scheduled and on-demand backups in the folder, newest first. Other files there are left alone. */
export function listBackupFiles({ backupDir }: { backupDir: string }): BackupFile[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .filter((name) => NAME.test(name))
    .sort()
    .reverse()
    .flatMap((name) => {
      const full = path.join(backupDir, name);
      try {
        const stat = fs.statSync(full);
        return [{ name, path: full, bytes: stat.size, createdAt: stat.mtime }];
      } catch {
        return [];
      }
    });
}
