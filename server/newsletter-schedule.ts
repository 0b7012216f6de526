import { finishSentNewsletters } from "#core/newsletter/finish-sent-newsletters";
import { pruneSentNewsletterCopies } from "#core/newsletter/prune-sent-newsletter-copies";
import { startDueNewsletters } from "#core/newsletter/start-due-newsletters";
import type { MailSettings } from "#core/outbox/mail-settings";
import type { Database } from "#db/client";
import type { OutageTracker } from "./database-outage";
import type { Logger } from "./logger";
import { type ScheduledJob, startScheduledJob } from "./scheduled-job";
import type { ShutdownRegistry } from "./shutdown";

const DAY_MS = 86_400_000;

/**
 * The newsletter's scheduled work (decision 068), run on one of the instances
 * that share the database (scheduled-job.ts) every 30 seconds: issues whose
 * scheduled time has passed start sending, and issues with no copy left
 * waiting are marked sent. `settings` gives the mail settings and the
 * business's postal address as they are at each run; `wakeMailWorker` has
 * the new copies looked at at once.
 *
 * A second job, once a day, deletes the delivered copies of issues sent more
 * than 30 days ago (pruneSentNewsletterCopies), in short batches.
 */
export function startNewsletterJobs({
  db,
  logger,
  shutdown,
  outage,
  settings,
  wakeMailWorker,
  everyMs = 30_000,
  checkEveryMs = everyMs,
  firstCheckAfterMs = 5_000,
  pruneEveryMs = DAY_MS,
}: {
  db: Database;
  logger: Logger;
  shutdown: ShutdownRegistry;
  /** Told when a run fails because the database cannot be reached (decision 050). */
  outage?: OutageTracker;
  settings: () => Promise<{ mail: MailSettings; postalAddress: string }>;
  wakeMailWorker: () => void;
  everyMs?: number;
  checkEveryMs?: number;
  firstCheckAfterMs?: number;
  pruneEveryMs?: number;
}) {
  const start = (job: ScheduledJob) =>
    startScheduledJob({ db, logger, shutdown, outage, checkEveryMs, firstCheckAfterMs, job });
  const cleanUp = start({
    name: "newsletter copies clean-up",
    claimKey: "newsletter_prune_next_due",
    schedule: { everyMs: pruneEveryMs },
    async run(signal) {
      const deleted = await pruneSentNewsletterCopies({ db, signal });
      if (deleted > 0) logger.info({ deleted }, "delivered newsletter copies older than 30 days deleted");
    },
  });
  const sending = start({
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
  });
  return { sending, cleanUp };
}
