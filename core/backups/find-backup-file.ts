import { type BackupFile, listBackupFiles } from "./list-backup-files";

/** The newest backup by exact name (the download link names it), or null. */
export function findBackupFile({ backupDir, name }: { backupDir: string; name: string }): BackupFile | null {
  return listBackupFiles({ backupDir }).find((file) => file.name === name) ?? null;
}
