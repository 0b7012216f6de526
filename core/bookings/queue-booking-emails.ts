import { type BookingAlertKind, bookingAlertEmail } from "#core/emails/booking-alert-email";
import type { BookingEmailKind } from "#core/emails/booking-email";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import { oneLine, type VisitorMailSettings } from "#core/outbox/mail-settings";
import { ownerAlertRecipients } from "#core/outbox/owner-alert-recipients";
import type { Executor } from "#db/client";
import { describeInstant } from "#rules/describe-instant";
import { enqueueVisitorBookingEmail } from "./enqueue-visitor-booking-email";
import { type BookingForEmail, loadBookingForEmail } from "./load-booking-for-email";

/** What happened to a booking that its emails tell. */
export type BookingEmailEvent = "booked" | "rescheduled" | "cancelled" | "approved" | "declined";

/** The outbox event of the owner's booking alerts. */
export const BOOKING_ALERT_EVENT = "booking.owner-alert";

/** The visitor's email for an event, from the booking as it now stands. */
function visitorKind(event: BookingEmailEvent, booking: BookingForEmail): BookingEmailKind {
  if (event === "booked") return booking.status === "pending" ? "pending" : "confirmed";
  return event;
}

/** Whether the owner hears of it: every new booking, and what the visitor herself moved or cancelled. */
function alertKind(
  event: BookingEmailEvent,
  booking: BookingForEmail,
  by: "visitor" | "owner",
): BookingAlertKind | null {
  if (event === "booked") return "booked";
  if (event === "rescheduled") return by === "visitor" ? "rescheduled" : null;
  if (event === "cancelled") return booking.cancelledBy === "visitor" ? "cancelled" : null;
  return null;
}

/**
 * Writes a booking's emails into the outbox within the caller's transaction,
 * from the booking as the caller left it (its status, time and sequence): the
 * visitor's email, with the calendar invitation or its cancellation, and on a
 * new booking or a visitor's own change the owner's alert, to the
 * notification address or every admin. Does nothing for a booking that does
 * not exist.
 */
export async function queueBookingEmails({
  db,
  mail,
  timeZone,
  bookingId,
  event,
  by = "visitor",
}: {
  db: Executor;
  mail: VisitorMailSettings;
  /** The business's IANA zone. */
  timeZone: string;
  bookingId: string;
  event: BookingEmailEvent;
  /** Who made a reschedule: the owner's own changes send her no alert. A cancellation says it in `cancelledBy`. */
  by?: "visitor" | "owner";
}): Promise<void> {
  const booking = await loadBookingForEmail({ db, bookingId });
  if (!booking) return;
  await enqueueVisitorBookingEmail({ db, mail, timeZone, booking, kind: visitorKind(event, booking) });
  const alert = alertKind(event, booking, by);
  if (!alert) return;
  const message = bookingAlertEmail({
    kind: alert,
    siteName: mail.siteName,
    visitor: { name: booking.name, email: booking.email, timeZone: booking.visitorTimeZone },
    sessionName: booking.sessionType.name,
    durationMinutes: booking.sessionType.durationMinutes,
    when: describeInstant(booking.startsAt, timeZone),
    day: booking.startsAt.toLocaleDateString("en-US", { timeZone, weekday: "long", month: "long", day: "numeric" }),
    pending: booking.status === "pending",
    answers: booking.answers,
    bookingUrl: `${mail.siteUrl}/admin/bookings/${booking.id}`,
  });
  for (const to of await ownerAlertRecipients({ db, mail })) {
    await enqueueMail({
      db,
      to,
      subject: oneLine(message.subject),
      text: message.text,
      html: message.html,
      replyTo: booking.email,
      event: BOOKING_ALERT_EVENT,
      eventRef: booking.id,
    });
  }
}
