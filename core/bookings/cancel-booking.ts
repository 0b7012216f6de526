import { eq, sql } from "drizzle-orm";
import { NOT_FOUND, type NotFound, type Result } from "#core/result";
import { bookings } from "#db/schema";
import { isUuid } from "#rules/ids";
import { checkBookingChangeable, type NotChangeable } from "./check-booking-changeable";
import { getBookingSettings } from "./get-booking-settings";
import { lockCalendar } from "./lock-calendar";
import { queueBookingEmails } from "./queue-booking-emails";
import { type BookingChangeOptions, recordBookingChange } from "./record-booking-change";

/**
 * Cancels a booking that has not begun: its time is free again at once (a
 * cancelled booking is outside the exclusion constraint), the calendar
 * SEQUENCE is raised for the CANCEL the emails carry, and the visitor (and,
 * when she cancelled, the owner) are emailed in the same transaction.
 * A visitor cannot cancel within the cut-off; the owner can.
 */
export async function cancelBooking({
  db,
  bookingId,
  by,
  actor,
  timeZone,
  mail,
  now = Date.now(),
}: BookingChangeOptions): Promise<Result<{ startsAt: Date }, NotFound | NotChangeable>> {
  if (!isUuid(bookingId)) return NOT_FOUND;
  return db.transaction(async (tx) => {
    await lockCalendar(tx);
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!booking) return NOT_FOUND;
    const settings = await getBookingSettings({ db: tx });
    const changeable = checkBookingChangeable({ booking, by, now, cutoffMinutes: settings.changeCutoffMinutes });
    if (!changeable.ok) return changeable;

    await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledAt: new Date(now),
        cancelledBy: by,
        sequence: sql`${bookings.sequence} + 1`,
      })
      .where(eq(bookings.id, bookingId));
    await recordBookingChange({
      db: tx,
      actor,
      booking,
      changes: { status: { from: booking.status, to: "cancelled" } },
    });
    await queueBookingEmails({ db: tx, mail, timeZone, bookingId, event: "cancelled" });
    return { ok: true as const, startsAt: booking.startsAt };
  });
}
