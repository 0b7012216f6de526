import { takeBackup } from "#core/backups/take-backup";
import { conflict } from "#core/result";
import type { DatabaseHandle } from "#db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { startScheduledJob } from "./scheduled-job";
import type { ShutdownRegistry } from "./shutdown";

/**
 * Takes the automatic backups: every minute, claims the backup when it is due
 * (one instance wins on a shared PostgreSQL; scheduled-job.ts) and writes it
 * into BACKUP_DIR. Also answers `npm run backup` while this server holds the
 * embedded database. A backup in progress is finished on shutdown: it is
 * written to a temporary file, so cutting it short would only waste it.
 */
export function startBackups({
  database,
  config,
  logger,
  shutdown,
  checkEveryMs = 60_000,
  firstCheckAfterMs = 15_000,
}: {
  database: DatabaseHandle;
  config: Env;
  logger: Logger;
  shutdown: ShutdownRegistry;
  checkEveryMs?: number;
  firstCheckAfterMs?: number;
}) {
  let running: Promise<unknown> = Promise.resolve();
  const backUp = (out?: string) => {
    const work = takeBackup({ database, backupDir: config.backups.dir, keep: config.backups.keep, out }).then(
      (result) => {
        if (result.ok)
          logger.info({ file: result.file, bytes: result.bytes, pruned: result.pruned.length }, "backup written");
        else logger.error({ error: result.reason }, "backup failed");
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
    return JSON.stringify(await backUp(out));
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
      checkEveryMs,
      firstCheckAfterMs,
      job: {
        name: "backups",
        claimKey: "backup_next_due",
        schedule: { everyMs: schedule.everyMs },
        async run() {
          await backUp();
        },
      },
    });
  }
}
