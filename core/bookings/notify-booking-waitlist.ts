import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { todayIn } from "#core/dates";
import { bookingWaitlistEmail } from "#core/emails/booking-waitlist-email";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import { oneLine, type VisitorMailSettings } from "#core/outbox/mail-settings";
import type { Executor } from "#db/client";
import { bookings, bookingWaitlist, sessionTypes } from "#db/schema";
import { BOOKING_HOLDING_STATUSES } from "#rules/allowed-values";
import { bookingPageUrl } from "./booking-page-url";
import { getBookingSettings } from "./get-booking-settings";

export const BOOKING_WAITLIST_EVENT = "booking.waitlist-place-opened";

/** "2026-03" and "2026-04" from "2026-03-17". */
function thisAndNextMonth(today: string): [string, string] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
  return [today.slice(0, 7), next];
}

/**
 * Tells the waiting list a place opened: while the monthly new-client cap is
 * set and the current or the next month (in the business's zone) has a place
 * left, every entry still waiting for an active session type gets one email
 * with its booking page, and is marked told in the same transaction, so each
 * is told once however many instances run. Returns how many were told.
 */
export async function notifyBookingWaitlist({
  db,
  mail,
  timeZone,
  now = new Date(),
}: {
  db: Executor;
  mail: VisitorMailSettings;
  timeZone: string;
  now?: Date;
}): Promise<number> {
  const { newClientCap } = await getBookingSettings({ db });
  if (newClientCap === null) return 0;
  const months = thisAndNextMonth(todayIn(timeZone, now));
  const used = await db
    .select({ month: bookings.capMonth, places: count() })
    .from(bookings)
    .where(and(inArray(bookings.capMonth, months), inArray(bookings.status, [...BOOKING_HOLDING_STATUSES])))
    .groupBy(bookings.capMonth);
  const open = months.some((month) => (used.find((row) => row.month === month)?.places ?? 0) < newClientCap);
  if (!open) return 0;
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
