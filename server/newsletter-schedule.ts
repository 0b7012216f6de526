import { finishSentNewsletters } from "#core/newsletter/finish-sent-newsletters";
import { startDueNewsletters } from "#core/newsletter/start-due-newsletters";
import type { MailSettings } from "#core/outbox/mail-settings";
import type { Database } from "#db/client";
import type { Logger } from "./logger";
import { startScheduledJob } from "./scheduled-job";
import type { ShutdownRegistry } from "./shutdown";

/**
 * The newsletter's scheduled work (decision 068), run on one of the instances
 * that share the database (scheduled-job.ts) every 30 seconds: issues whose
 * scheduled time has passed start sending, and issues with no copy left
 * waiting are marked sent. `settings` gives the mail settings and the
 * business's postal address as they are at each run; `wakeMailWorker` has
 * the new copies looked at at once.
 */
export function startNewsletterJobs({
  db,
  logger,
  shutdown,
  settings,
  wakeMailWorker,
  everyMs = 30_000,
  checkEveryMs = everyMs,
  firstCheckAfterMs = 5_000,
}: {
  db: Database;
  logger: Logger;
  shutdown: ShutdownRegistry;
  settings: () => Promise<{ mail: MailSettings; postalAddress: string }>;
  wakeMailWorker: () => void;
  everyMs?: number;
  checkEveryMs?: number;
  firstCheckAfterMs?: number;
}) {
  return startScheduledJob({
    db,
    logger,
    shutdown,
    checkEveryMs,
    firstCheckAfterMs,
    job: {
      name: "newsletter sending",
      claimKey: "newsletter_sending_next_due",
      schedule: { everyMs },
      async run() {
        const { mail, postalAddress } = await settings();
        let started = 0;
        for (const { issueId, result } of await startDueNewsletters({ db, mail, postalAddress })) {
          if (result.ok) {
            started += 1;
            logger.info({ issueId, queued: result.queued }, "scheduled newsletter issue started sending");
          } else if (result.error === "invalid") {
            logger.warn({ issueId, errors: result.errors }, "scheduled newsletter issue could not start sending");
          }
        }
        if (started > 0) wakeMailWorker();
        for (const issueId of await finishSentNewsletters({ db })) {
          logger.info({ issueId }, "newsletter issue sent to every subscriber");
        }
      },
    },
  });
}
