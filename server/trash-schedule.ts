import { claimScheduledRun } from "#core/schedule/claim-scheduled-run";
import { purgeExpiredTrash } from "#core/trash/purge-trash";
import type { Database } from "#db/client";
import type { Logger } from "./logger";
import type { Shutdown } from "./shutdown";

const CLAIM_KEY = "trash_purge_next_due";
const DAY_MS = 86_400_000;

/**
 * Empties the trash once a day: deletes for good what has been there for 30
 * days, with the images nothing else shows (docs/decisions/034-trash.md).
 * Checked every few minutes; the run is claimed in the database, so of several
 * instances sharing PostgreSQL exactly one does it. Joins the shutdown registry.
 */
export function startTrashPurge({
  db,
  logger,
  shutdown,
  checkEveryMs = 10 * 60_000,
  firstCheckAfterMs = 30_000,
  everyMs = DAY_MS,
}: {
  db: Database;
  logger: Logger;
  shutdown: Shutdown;
  checkEveryMs?: number;
  firstCheckAfterMs?: number;
  everyMs?: number;
}) {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    const work = (async () => {
      try {
        if (await claimScheduledRun({ db, key: CLAIM_KEY, everyMs })) {
          const purged = await purgeExpiredTrash({ db });
          logger.info({ purged }, "trash emptied of items older than 30 days");
        }
      } catch (error) {
        logger.error({ err: error }, "could not empty the trash");
      }
    })();
    running = work;
    await work;
    if (!shutdown.stopping) timer = setTimeout(check, checkEveryMs).unref();
  };
  timer = setTimeout(check, firstCheckAfterMs).unref();

  shutdown.join({
    name: "trash clean-up",
    async stop() {
      clearTimeout(timer);
      // A run in progress is one short transaction: let it commit or roll back.
      await running;
    },
  });
}
