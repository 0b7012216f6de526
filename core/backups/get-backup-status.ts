import { inArray } from "drizzle-orm";
import type { Executor } from "#db/client";
import { appSettings } from "#db/schema";
import { type BackupFile, listBackupFiles } from "./list-backup-files";
import {
  type BackupFailureRecord,
  type BackupRecord,
  LAST_BACKUP_FAILURE_KEY,
  LAST_BACKUP_KEY,
  NEXT_BACKUP_DUE_KEY,
} from "./take-backup";

/** A backup older than this earns a warning on the dashboard. */
export const BACKUP_STALE_MS = 2 * 24 * 60 * 60 * 1000;

export type BackupStatus = {
  lastSuccess: BackupRecord | null;
  lastFailure: BackupFailureRecord | null;
  /** When the next automatic backup (or the next try of a failed one) is due; null when off or never run. */
  nextDue: string | null;
  /** Backups on this server's disk, newest first. */
  files: BackupFile[];
  /** What the owner should know, or null when backups are fine. */
  warning: string | null;
};

/** What the back office shows about backups: the last one, a failure since, the files to download. */
export async function getBackupStatus({
  db,
  backupDir,
  scheduled,
  now = new Date(),
}: {
  db: Executor;
  backupDir: string;
  /** Whether automatic backups are on. */
  scheduled: boolean;
  now?: Date;
}): Promise<BackupStatus> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [LAST_BACKUP_KEY, LAST_BACKUP_FAILURE_KEY, NEXT_BACKUP_DUE_KEY]));
  const lastSuccess = (rows.find((row) => row.key === LAST_BACKUP_KEY)?.value ?? null) as BackupRecord | null;
  const failure = (rows.find((row) => row.key === LAST_BACKUP_FAILURE_KEY)?.value ??
    null) as BackupFailureRecord | null;
  const lastFailure = failure && (!lastSuccess || failure.at > lastSuccess.at) ? failure : null;
  const due = rows.find((row) => row.key === NEXT_BACKUP_DUE_KEY)?.value;
  const nextDue = scheduled && typeof due === "string" ? due : null;
  return { lastSuccess, lastFailure, nextDue, files: listBackupFiles({ backupDir }), warning: warningFor() };

  function warningFor(): string | null {
    if (lastFailure) return `The last backup failed: ${lastFailure.error}`;
    if (!lastSuccess) {
      return scheduled ? "No backup has been made yet." : "No backup has been made yet, and automatic backups are off.";
    }
    if (now.getTime() - Date.parse(lastSuccess.at) > BACKUP_STALE_MS) {
      return `The last backup is more than two days old${scheduled ? "" : ", and automatic backups are off"}.`;
    }
    return null;
  }
}
