import { claimScheduledBackup } from "#core/backups/claim-scheduled-backup";
import { takeBackup } from "#core/backups/take-backup";
import { conflict } from "#core/result";
import type { DatabaseHandle } from "#db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { Shutdown } from "./shutdown";

const CHECK_EVERY_MS = 60_000;
const FIRST_CHECK_AFTER_MS = 15_000;

/**
 * Takes the automatic backups: every minute, claims the backup when it is due
 * (one instance wins on a shared PostgreSQL) and writes it into BACKUP_DIR.
 * Also answers `npm run backup` while this server holds the embedded database.
 */
export function startBackups({
  database,
  config,
  logger,
  shutdown,
}: {
  database: DatabaseHandle;
  config: Env;
  logger: Logger;
  shutdown: Shutdown;
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

  const schedule = config.backups.schedule;
  let timer: NodeJS.Timeout | undefined;
  if (schedule) {
    const check = async () => {
      try {
        if (await claimScheduledBackup({ db: database.db, everyMs: schedule.everyMs })) await backUp();
      } catch (error) {
        logger.error({ err: error }, "could not check whether a backup is due");
      }
      if (!shutdown.stopping) timer = setTimeout(check, CHECK_EVERY_MS).unref();
    };
    timer = setTimeout(check, FIRST_CHECK_AFTER_MS).unref();
  }

  shutdown.join({
    name: "backups",
    async stop() {
      clearTimeout(timer);
      // A backup in progress is finished: it is written to a temporary file, so
      // cutting it short would only waste it.
      await running;
    },
  });
}
