import { readAnalyticsSettings } from "#core/analytics/read-analytics-settings";
import { tidyVisits } from "#core/analytics/tidy-visits";
import { todayIn } from "#core/dates";
import type { Database } from "#db/client";
import type { OutageTracker } from "./database-outage";
import type { Logger } from "./logger";
import { startScheduledJob } from "./scheduled-job";
import type { ShutdownRegistry } from "./shutdown";

/**
 * The daily clean-up of visit counting (decision 069): yesterday's salt and
 * visitor hashes deleted, old daily counts rolled up per month, unconfirmed
 * signups dropped after a week. Checked every few minutes and run once an
 * hour, so a new day's clean-up follows midnight in the business's time zone
 * closely; of several instances exactly one does each run (scheduled-job.ts).
 */
export function startVisitTidying({
  db,
  logger,
  shutdown,
  outage,
  timeZone,
  checkEveryMs = 5 * 60_000,
  firstCheckAfterMs = 60_000,
  everyMs = 60 * 60_000,
}: {
  db: Database;
  logger: Logger;
  shutdown: ShutdownRegistry;
  /** Told when a run fails because the database cannot be reached (decision 050). */
  outage?: OutageTracker;
  timeZone: () => Promise<string>;
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
      name: "visit counting clean-up",
      claimKey: "analytics_tidy_next_due",
      schedule: { everyMs },
      async run() {
        const { retentionDays } = await readAnalyticsSettings({ db });
        const { monthsRolledUp } = await tidyVisits({ db, today: todayIn(await timeZone()), retentionDays });
        if (monthsRolledUp > 0) logger.info({ monthsRolledUp }, "old daily visit counts rolled up per month");
      },
    },
  });
}
