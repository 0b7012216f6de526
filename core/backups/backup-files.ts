import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

/** A backup file in BACKUP_DIR, as the back office lists it. */
export type BackupFile = { name: string; path: string; bytes: number; createdAt: Date };

const NAME = /^site-backup-(\d{8}T\d{6}Z)\.jsonl\.gz$/;

/** `site-backup-20260310T030000Z.jsonl.gz`: sorts by time, and says what it is. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
  return `site-backup-${stamp}.jsonl.gz`;
}

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

/** Deletes all but the newest `keep` backups; returns the names removed. */
export function pruneBackupFiles({ backupDir, keep }: { backupDir: string; keep: number }): string[] {
  const old = listBackupFiles({ backupDir }).slice(keep);
  for (const file of old) fs.rmSync(file.path, { force: true });
  return old.map((file) => file.name);
}

/** The newest backup by exact name (the download link names it), or null. */
export function findBackupFile({ backupDir, name }: { backupDir: string; name: string }): BackupFile | null {
  return listBackupFiles({ backupDir }).find((file) => file.name === name) ?? null;
}

/** A backup file's bytes as a web stream, for a download. */
export function readBackupFile(file: BackupFile): ReadableStream<Uint8Array> {
  return Readable.toWeb(fs.createReadStream(file.path)) as ReadableStream<Uint8Array>;
}
