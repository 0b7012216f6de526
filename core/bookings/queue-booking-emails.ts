import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import type { Executor } from "#db/client";

/** What happened to a booking that its emails tell. */
export type BookingEmailEvent = "booked" | "rescheduled" | "cancelled" | "approved" | "declined";

/**
 * Writes a booking's emails into the outbox within the caller's transaction.
 * The templates, calendar files and owner alert are added with the booking
 * emails; until then nothing is queued.
 */
export async function queueBookingEmails(_options: {
  db: Executor;
  mail: VisitorMailSettings;
  /** The business's IANA zone. */
  timeZone: string;
  bookingId: string;
  event: BookingEmailEvent;
}): Promise<void> {}
