/** The back office's and the backup command's words for a backup that failed. */

/** Why a backup could not be written into `folder`, from the file system's error code. */
export function backupFailureReason(error: { code?: unknown; message?: unknown }, folder: string): string {
  switch (error.code) {
    case "ENOSPC":
    case "EDQUOT":
      return `there is no space left on the disk that holds ${folder}. Free some space there, or set BACKUP_DIR to a folder on a disk with room.`;
    case "EACCES":
    case "EPERM":
      return `the site is not allowed to write to ${folder}. Give its user write access, or set BACKUP_DIR to a folder it may write to.`;
    case "EROFS":
      return `${folder} is on a read-only disk. Set BACKUP_DIR to a folder on a writable disk.`;
    case "ENOTDIR":
    case "EEXIST":
      return `${folder} cannot be used as the backup folder: a file stands in its way. Set BACKUP_DIR to a folder.`;
    default:
      return typeof error.message === "string" && error.message !== "" ? error.message : "an unknown error.";
  }
}

/** The next try of a failed automatic backup, as the Backups screen says it. */
export const BACKUP_RETRY_TEXT = "It will be tried again at";

/** The toasts of a backup taken from the back office. */
export const BACKUP_MESSAGES = {
  created: "Backup created.",
  failed: (reason: string) => `The backup failed: ${reason}`,
} as const;
