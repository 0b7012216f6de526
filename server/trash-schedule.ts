import { purgeExpiredTrash } from "#core/trash/purge-expired-trash";
import type { Database } from "#db/client";
import type { OutageTracker } from "./database-outage";
import type { Logger } from "./logger";
import { startScheduledJob } from "./scheduled-job";
import type { ShutdownRegistry } from "./shutdown";

const DAY_MS = 86_400_000;

/**
 * Empties the trash once a day: deletes for good what has been there for 30
 * days, with the images nothing else shows (docs/decisions/034-trash.md).
 * Checked every few minutes; of several instances sharing PostgreSQL exactly
 * one does each run (scheduled-job.ts). A run in progress is one short
 * transaction: on shutdown it commits or rolls back.
 */
export function startTrashPurge({
  db,
  logger,
  shutdown,
  outage,
  checkEveryMs = 10 * 60_000,
  firstCheckAfterMs = 30_000,
  everyMs = DAY_MS,
}: {
  db: Database;
  logger: Logger;
  shutdown: ShutdownRegistry;
  /** Told when a run fails because the database cannot be reached (decision 050). */
  outage?: OutageTracker;
  checkEveryMs?: number;
  firstCheckAfterMs?: number;
  everyMs?: number;
}) {
  return startScheduledJob({
    db,
    logger,
    shutdown,
    outage,
    checkEveryMs,
    firstCheckAfterMs,
    job: {
      name: "trash clean-up",
      claimKey: "trash_purge_next_due",
      schedule: { everyMs },
      async run() {
        const purged = await purgeExpiredTrash({ db });
        logger.info({ purged }, "trash emptied of items older than 30 days");
      },
    },
  });
}
