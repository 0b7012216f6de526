import { claimScheduledRun } from "#core/schedule/claim-scheduled-run";
import type { Executor } from "#db/client";

const CLAIM_KEY = "backup_next_due";

/**
 * Claims the scheduled backup when it is due (see claimScheduledRun), so of
 * several instances sharing one PostgreSQL database exactly one takes each backup.
 */
export function claimScheduledBackup({
  db,
  everyMs,
  now,
}: {
  db: Executor;
  everyMs: number;
  now?: Date;
}): Promise<boolean> {
  return claimScheduledRun({ db, key: CLAIM_KEY, everyMs, now });
}
