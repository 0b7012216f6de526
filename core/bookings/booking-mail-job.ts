import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import type { Executor } from "#db/client";

/** What a scheduled booking email run is told: the database, how to write the emails, the business's zone, and when it is. */
export type BookingMailJob = {
  db: Executor;
  mail: VisitorMailSettings;
  timeZone: string;
  now?: Date;
};
