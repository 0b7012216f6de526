import { claimScheduledRun } from "#core/schedule/claim-scheduled-run";
import { moveScheduledRun } from "#core/schedule/move-scheduled-run";
import type { Executor } from "#db/client";
import { createOutageTracker, type OutageTracker } from "./database-outage";
import type { Logger } from "./logger";
import type { ShutdownRegistry } from "./shutdown";

/** When a job runs: every so long after the last run, or at the next time a rule gives (say, 8:00 each morning). */
export type JobSchedule = { everyMs: number } | { nextRunAfter: (now: Date) => Date };

export type ScheduledJob = {
  /** Names the job in the log and in the shutdown. */
  name: string;
  /** The app_settings row holding the job's next due time; kept as it is once instances use it. */
  claimKey: string;
  schedule: JobSchedule;
  /**
   * One run. `signal` is aborted when the server stops: a run made of many
   * steps (a mail per subscriber) stops between two; one short transaction
   * simply finishes.
   */
  run: (signal: AbortSignal) => Promise<void>;
  /**
   * A run that throws is tried again sooner than the schedule would: after
   * `firstMs`, twice as long after each further failure in a row, at most
   * `maxMs`, and never later than the next scheduled run. Without it a failed
   * run waits for the next one.
   */
  retry?: { firstMs: number; maxMs: number };
};

/**
 * Runs a job on its schedule, on exactly one of the instances that share the
 * database (docs/decisions/047-scheduled-jobs.md). Every `checkEveryMs` each
 * instance tries to claim the run in the database; the one that wins runs it
 * and sets the next due time in the same statement. Checks never overlap, the
 * timer does not keep the process alive, an error is logged and the next
 * check goes on, and the job joins the shutdown: it is not started again, and
 * a run in progress is told to stop and waited for.
 */
export function startScheduledJob({
  db,
  logger,
  shutdown,
  job,
  outage = createOutageTracker(logger),
  checkEveryMs = 60_000,
  firstCheckAfterMs = checkEveryMs,
}: {
  db: Executor;
  logger: Logger;
  shutdown: ShutdownRegistry;
  job: ScheduledJob;
  /**
   * Told when a check or a run fails because the database cannot be reached,
   * and when a claim works again: the outage is one line in the log, not a
   * stack per failed check (decision 050). One of the job's own by default.
   */
  outage?: OutageTracker;
  /** How often an instance asks whether the job is due; the schedule itself decides when it is. */
  checkEveryMs?: number;
  firstCheckAfterMs?: number;
}) {
  const stopped = new AbortController();
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const nextDue = (now: Date) =>
    "everyMs" in job.schedule ? new Date(now.getTime() + job.schedule.everyMs) : job.schedule.nextRunAfter(now);

  let failuresInARow = 0;
  const check = async () => {
    running = (async () => {
      const now = new Date();
      const due = nextDue(now);
      let claimed = false;
      try {
        claimed = await claimScheduledRun({ db, key: job.claimKey, now, nextDue: due });
        outage.answered();
        if (claimed) {
          await job.run(stopped.signal);
          failuresInARow = 0;
        }
      } catch (error) {
        const retry = claimed ? await retrySooner(due) : null;
        if (!outage.failed(error, job.name))
          logger.error({ err: error, job: job.name, ...retry }, "scheduled job failed");
      }
    })();
    await running;
    if (!stopped.signal.aborted && !shutdown.stopping) timer = setTimeout(check, checkEveryMs).unref();
  };
  timer = setTimeout(check, firstCheckAfterMs).unref();

  /** After a failed run, brings its next try forward (job.retry); says when, or null when it stays. */
  async function retrySooner(due: Date): Promise<{ retryAt: string; retryInMs: number } | null> {
    if (!job.retry) return null;
    failuresInARow++;
    const retryInMs = Math.min(job.retry.firstMs * 2 ** (failuresInARow - 1), job.retry.maxMs);
    const retryAt = new Date(Math.min(Date.now() + retryInMs, due.getTime()));
    try {
      const moved = await moveScheduledRun({ db, key: job.claimKey, claimed: due, due: retryAt });
      return moved ? { retryAt: retryAt.toISOString(), retryInMs } : null;
    } catch {
      return null;
    }
  }

  const stop = async () => {
    stopped.abort();
    clearTimeout(timer);
    await running;
  };
  const leave = shutdown.join({ name: job.name, stop });
  return {
    /** Stops the job before the server does (a setting turned off); resolves once a run in progress ends. */
    async stop() {
      leave();
      await stop();
    },
  };
}
