import { NEXT_BACKUP_DUE_KEY, takeBackup } from "#core/backups/take-backup";
import { conflict } from "#core/result";
import type { DatabaseHandle } from "#db/client";
import type { OutageTracker } from "./database-outage";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { startScheduledJob } from "./scheduled-job";
import type { ShutdownRegistry } from "./shutdown";

/**
 * Takes the automatic backups: every minute, claims the backup when it is due
 * (one instance wins on a shared PostgreSQL; scheduled-job.ts) and writes it
 * into BACKUP_DIR. Also answers `npm run backup` while this server holds the
 * embedded database. A backup in progress is finished on shutdown: it is
 * written to a temporary file, so cutting it short would only waste it. A
 * failed automatic backup (a full disk) is recorded for the back office and
 * tried again after `retryFirstMs`, then twice as long each time, at most an
 * hour and a quarter of the schedule's period.
 */
export function startBackups({
  database,
  config,
  logger,
  shutdown,
  outage,
  checkEveryMs = 60_000,
  firstCheckAfterMs = 15_000,
  retryFirstMs = 5 * 60_000,
}: {
  database: DatabaseHandle;
  config: Env;
  logger: Logger;
  shutdown: ShutdownRegistry;
  /** Told when a run fails because the database cannot be reached (decision 050). */
  outage?: OutageTracker;
  checkEveryMs?: number;
  firstCheckAfterMs?: number;
  /** How long after a failed automatic backup the first retry waits. */
  retryFirstMs?: number;
}) {
  let running: Promise<unknown> = Promise.resolve();
  const backUp = (out?: string) => {
    const work = takeBackup({ database, backupDir: config.backups.dir, keep: config.backups.keep, out }).then(
      (result) => {
        if (result.ok)
          logger.info({ file: result.file, bytes: result.bytes, pruned: result.pruned.length }, "backup written");
        return result;
      },
    );
    running = work;
    return work;
  };

  database.lock?.serve(async (command) => {
    const space = command.indexOf(" ");
    const verb = space === -1 ? command : command.slice(0, space);
    if (verb !== "backup") return JSON.stringify(conflict("backup-failed", { reason: `unknown command ${verb}` }));
    const out = space === -1 ? undefined : (JSON.parse(command.slice(space + 1)) as string);
    const result = await backUp(out);
    if (!result.ok) logger.error({ error: result.reason }, "backup on request failed");
    return JSON.stringify(result);
  });

  shutdown.join({
    name: "backups on request",
    async stop() {
      await running;
    },
  });

  const schedule = config.backups.schedule;
  if (schedule) {
    startScheduledJob({
      db: database.db,
      logger,
      shutdown,
      outage,
      checkEveryMs,
      firstCheckAfterMs,
      job: {
        name: "backups",
        claimKey: NEXT_BACKUP_DUE_KEY,
        schedule: { everyMs: schedule.everyMs },
        retry: { firstMs: retryFirstMs, maxMs: Math.min(60 * 60_000, schedule.everyMs / 4) },
        async run() {
          const result = await backUp();
          if (!result.ok) throw new Error(`The backup failed: ${result.reason}`);
        },
      },
    });
  }
}
