import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { bookingCalendarUid } from "./booking-calendar-uid";
import { bookingLocation } from "./booking-location";
import type { BookingForEmail } from "./load-booking-for-email";
import { manageBookingUrl } from "./manage-booking-url";

/** An invitation (REQUEST) that adds or moves the entry, or a CANCEL that takes it out of the calendar. */
export type BookingCalendarMethod = "request" | "cancel";

/**
 * A booking as an iTIP message (RFC 5546) for the visitor's calendar: from the
 * business (organizer: its name and support address), to the visitor, who
 * already holds the time and is asked for no reply. The UID is the booking's
 * and SEQUENCE its sequence, which the writes raise on each reschedule and on
 * the cancellation, so mail programs update the one entry. Times in UTC.
 */
export function bookingCalendarFile({
  booking,
  mail,
  method,
}: {
  booking: BookingForEmail;
  mail: VisitorMailSettings;
  method: BookingCalendarMethod;
}): string {
  const calendar = ical({
    name: mail.siteName,
    prodId: { company: mail.siteName, product: "Bookings", language: "EN" },
    method: method === "request" ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
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
  calendar.createEvent({
    id: bookingCalendarUid(booking.id, mail.messageIdDomain),
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `${booking.sessionType.name} with ${mail.siteName}`,
    location: bookingLocation(booking.sessionType),
    description,
    status: method === "request" ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: { name: mail.siteName, email: mail.replyTo },
    attendees: [
      {
        name: booking.name,
        email: booking.email,
        role: ICalAttendeeRole.REQ,
        status: method === "request" ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.DECLINED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}
