import { notifyBookingWaitlist } from "#core/bookings/notify-booking-waitlist";
import { readBusyFeed } from "#core/bookings/read-busy-feed";
import { sendDueBookingReminders } from "#core/bookings/send-due-booking-reminders";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import type { Database } from "#db/client";
import type { OutageTracker } from "./database-outage";
import type { Logger } from "./logger";
import { startScheduledJob } from "./scheduled-job";
import type { ShutdownRegistry } from "./shutdown";

/**
 * Booking's scheduled work (decision 066), each run on one of the instances
 * that share the database (scheduled-job.ts): every minute the due reminders
 * and the waiting list's notice that a place opened; every 15 minutes a read
 * of the owner's outside busy-time feed. `settings` gives the mail settings
 * and the business's zone as they are at each run.
 */
export function startBookingJobs({
  db,
  logger,
  shutdown,
  outage,
  settings,
  checkEveryMs = 60_000,
  firstCheckAfterMs = 20_000,
  remindEveryMs = 60_000,
  busyFeedEveryMs = 15 * 60_000,
}: {
  db: Database;
  logger: Logger;
  shutdown: ShutdownRegistry;
  /** Told when a run fails because the database cannot be reached (decision 050). */
  outage?: OutageTracker;
  settings: () => Promise<{ mail: VisitorMailSettings; timeZone: string }>;
  checkEveryMs?: number;
  firstCheckAfterMs?: number;
  remindEveryMs?: number;
  busyFeedEveryMs?: number;
}) {
  const reminders = startScheduledJob({
    db,
    logger,
    shutdown,
    outage,
    checkEveryMs,
    firstCheckAfterMs,
    job: {
      name: "booking reminders",
      claimKey: "booking_reminders_next_due",
      schedule: { everyMs: remindEveryMs },
      async run() {
        const { mail, timeZone } = await settings();
        const reminded = await sendDueBookingReminders({ db, mail, timeZone });
        const told = await notifyBookingWaitlist({ db, mail, timeZone });
        if (reminded > 0 || told > 0)
          logger.info({ reminded, told }, "booking reminders and waiting list notices queued");
      },
    },
  });
  const busyFeed = startScheduledJob({
    db,
    logger,
    shutdown,
    outage,
    checkEveryMs,
    firstCheckAfterMs,
    job: {
      name: "outside busy-time feed",
      claimKey: "busy_feed_next_due",
      schedule: { everyMs: busyFeedEveryMs },
      async run() {
        const { timeZone } = await settings();
        const result = await readBusyFeed({ db, timeZone });
        if (!result.ok) logger.warn({ detail: result.detail }, "the outside busy-time feed could not be read");
      },
    },
  });
  return {
    async stop() {
      await Promise.all([reminders.stop(), busyFeed.stop()]);
    },
  };
}
