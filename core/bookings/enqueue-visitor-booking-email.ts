import { and, eq, inArray, sql } from "drizzle-orm";
import { writeCalendarFile } from "#core/calendar/write-calendar-file";
import { type BookingEmailKind, bookingEmail } from "#core/emails/booking-email";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import { oneLine, type VisitorMailSettings } from "#core/outbox/mail-settings";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";
import { describeInstant } from "#rules/describe-instant";
import { formatDuration } from "#rules/duration";
import { bookingCalendarUid } from "./booking-calendar-uid";
import { bookingLocation } from "./booking-location";
import { bookingPageUrl } from "./booking-page-url";
import { getBookingSettings } from "./get-booking-settings";
import type { BookingForEmail } from "./load-booking-for-email";

/** The visitor emails that carry the calendar invitation (REQUEST), so a later CANCEL knows there is an entry to take out. */
const INVITING_KINDS = ["confirmed", "approved", "rescheduled"] as const satisfies readonly BookingEmailKind[];

/** The outbox event of a visitor's booking email: "booking.confirmed", "booking.reminder", ... */
const eventOf = (kind: BookingEmailKind) => `booking.${kind}`;

/**
 * Writes one of a visitor's booking emails into the outbox within the
 * caller's transaction. A confirmed time comes with the calendar invitation
 * (REQUEST); a cancelled or declined one with a CANCEL, only when an
 * invitation went out before; a time waiting for approval with none.
 */
export async function enqueueVisitorBookingEmail({
  db,
  mail,
  timeZone,
  booking,
  kind,
}: {
  db: Executor;
  mail: VisitorMailSettings;
  timeZone: string;
  booking: BookingForEmail;
  kind: BookingEmailKind;
}): Promise<void> {
  const confirmed = booking.status !== "pending" && booking.status !== "declined" && booking.status !== "cancelled";
  const settings = await getBookingSettings({ db });
  const whenVisitor = describeInstant(booking.startsAt, booking.visitorTimeZone);
  const whenBusiness = describeInstant(booking.startsAt, timeZone);
  const message = bookingEmail({
    kind,
    siteName: mail.siteName,
    name: booking.name,
    sessionName: booking.sessionType.name,
    durationMinutes: booking.sessionType.durationMinutes,
    whenVisitor,
    whenBusiness: whenBusiness === whenVisitor ? null : whenBusiness,
    day: booking.startsAt.toLocaleDateString("en-US", {
      timeZone: booking.visitorTimeZone,
      weekday: "long",
      month: "long",
      day: "numeric",
    }),
    price: booking.sessionType.price,
    howToPay: booking.sessionType.howToPay,
    location: confirmed ? bookingLocation(booking.sessionType) : null,
    rescheduleUrl: manageBookingUrl(mail.siteUrl, booking.manageToken, "reschedule"),
    cancelUrl: manageBookingUrl(mail.siteUrl, booking.manageToken, "cancel"),
    bookUrl: bookingPageUrl(mail.siteUrl, booking.sessionType.slug),
    cancelledBy: booking.cancelledBy === "owner" || booking.cancelledBy === "visitor" ? booking.cancelledBy : null,
    changeCutoff: settings.changeCutoffMinutes > 0 ? formatDuration(settings.changeCutoffMinutes) : "",
  });
  const method = await calendarMethod({ db, booking, kind, confirmed });
  await enqueueMail({
    db,
    to: booking.email,
    subject: oneLine(message.subject),
    text: message.text,
    html: message.html,
    replyTo: mail.replyTo,
    attachments: method
      ? [
          {
            filename: "invite.ics",
            contentType: `text/calendar; method=${method.toUpperCase()}; charset=utf-8`,
            content: bookingCalendarFile({ booking, mail, method }),
          },
        ]
      : [],
    event: eventOf(kind),
    eventRef: booking.id,
  });
}

async function calendarMethod({
  db,
  booking,
  kind,
  confirmed,
}: {
  db: Executor;
  booking: BookingForEmail;
  kind: BookingEmailKind;
  confirmed: boolean;
}): Promise<"request" | "cancel" | null> {
  if ((INVITING_KINDS as readonly string[]).includes(kind)) return confirmed ? "request" : null;
  if (kind !== "cancelled" && kind !== "declined") return null;
  const [invited] = await db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.eventRef, booking.id),
        inArray(outboxEmails.event, INVITING_KINDS.map(eventOf)),
        sql`jsonb_array_length(${outboxEmails.attachments}) > 0`,
      ),
    )
    .limit(1);
  return invited ? "cancel" : null;
}

/** An invitation (REQUEST) that adds or moves the entry, or a CANCEL that takes it out of the calendar. */
export type BookingCalendarMethod = "request" | "cancel";

/**
 * A booking as an iTIP message (RFC 5546) for the visitor's calendar: from the
 * business (organizer: its name and support address), to the visitor, who
 * already holds the time and is asked for no reply. The UID is the booking's
 * and SEQUENCE its sequence, which the writes raise on each reschedule and on
 * the cancellation, so mail programs update the one entry.
 */
function bookingCalendarFile({
  booking,
  mail,
  method,
}: {
  booking: BookingForEmail;
  mail: VisitorMailSettings;
  method: BookingCalendarMethod;
}): string {
  const description =
    method === "request"
      ? [
          `${booking.sessionType.name} (${booking.sessionType.durationMinutes} minutes)`,
          `Price: ${booking.sessionType.price}`,
          "",
          `Reschedule: ${manageBookingUrl(mail.siteUrl, booking.manageToken, "reschedule")}`,
          `Cancel: ${manageBookingUrl(mail.siteUrl, booking.manageToken, "cancel")}`,
        ].join("\n")
      : `${booking.sessionType.name} is cancelled.`;
  return writeCalendarFile({
    name: mail.siteName,
    company: mail.siteName,
    product: "Bookings",
    method,
    entries: [
      {
        uid: bookingCalendarUid(booking.id, mail.messageIdDomain),
        sequence: booking.sequence,
        when: { start: booking.startsAt, end: booking.endsAt },
        summary: `${booking.sessionType.name} with ${mail.siteName}`,
        location: bookingLocation(booking.sessionType),
        description,
        status: method === "request" ? "confirmed" : "cancelled",
        organizer: { name: mail.siteName, email: mail.replyTo },
        attendee: { name: booking.name, email: booking.email, answer: method === "request" ? "accepted" : "declined" },
      },
    ],
  });
}

/** What a visitor's personal booking link does; each opens a page whose button does it (mail scanners open links). */
export type ManageBookingAction = "reschedule" | "cancel";

/** The visitor's personal link that reschedules or cancels one booking: /bookings/{token}/{action}. */
function manageBookingUrl(siteUrl: string, token: string, action: ManageBookingAction): string {
  return `${siteUrl}/bookings/${encodeURIComponent(token)}/${action}`;
}
