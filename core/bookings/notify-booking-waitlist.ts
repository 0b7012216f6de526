import { and, eq, isNull } from "drizzle-orm";
import { todayIn } from "#core/dates";
import { bookingWaitlistEmail } from "#core/emails/booking-waitlist-email";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import { oneLine } from "#core/outbox/mail-settings";
import { bookingWaitlist, sessionTypes } from "#db/schema";
import type { BookingMailJob } from "./booking-mail-job";
import { bookingPageUrl } from "./booking-page-url";
import { countCapPlaces } from "./count-cap-places";
import { getBookingSettings } from "./get-booking-settings";

export const BOOKING_WAITLIST_EVENT = "booking.waitlist-place-opened";

/**
 * Tells the waiting list a place opened: while the monthly new-client cap is
 * set and the current month (in the business's zone) has a place left (a
 * booking was cancelled, or a new month began), every entry still waiting for an active session type gets one email
 * with its booking page, and is marked told in the same transaction, so each
 * is told once however many instances run. Returns how many were told.
 */
export async function notifyBookingWaitlist({ db, mail, timeZone, now = new Date() }: BookingMailJob): Promise<number> {
  const { newClientCap } = await getBookingSettings({ db });
  if (newClientCap === null) return 0;
  const month = todayIn(timeZone, now).slice(0, 7);
  const used = await countCapPlaces({ db, months: [month] });
  if ((used.get(month) ?? 0) >= newClientCap) return 0;
  return db.transaction(async (tx) => {
    const told = await tx
      .update(bookingWaitlist)
      .set({ notifiedAt: now })
      .from(sessionTypes)
      .where(
        and(
          isNull(bookingWaitlist.notifiedAt),
          eq(sessionTypes.id, bookingWaitlist.sessionTypeId),
          eq(sessionTypes.status, "active"),
        ),
      )
      .returning({
        id: bookingWaitlist.id,
        name: bookingWaitlist.name,
        email: bookingWaitlist.email,
        sessionName: sessionTypes.name,
        slug: sessionTypes.slug,
      });
    for (const entry of told) {
      const message = bookingWaitlistEmail({
        siteName: mail.siteName,
        name: entry.name,
        sessionName: entry.sessionName,
        bookUrl: bookingPageUrl(mail.siteUrl, entry.slug),
      });
      await enqueueMail({
        db: tx,
        to: entry.email,
        subject: oneLine(message.subject),
        text: message.text,
        html: message.html,
        replyTo: mail.replyTo,
        event: BOOKING_WAITLIST_EVENT,
        eventRef: entry.id,
      });
    }
    return told.length;
  });
}
