import { eq, sql } from "drizzle-orm";
import { todayIn } from "#core/dates";
import { conflict, type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import { isExclusionViolation } from "#db/errors";
import { bookings, sessionTypes } from "#db/schema";
import { BOOKING_MESSAGES, readStartInstant } from "#rules/booking";
import type { FieldError } from "#rules/form-text";
import { isUuid } from "#rules/ids";
import type { SlotTaken } from "./book-session";
import { checkBookingChangeable, type NotChangeable } from "./check-booking-changeable";
import { findOfferedSlot } from "./find-offered-slot";
import { getBookingSessionType } from "./get-booking-session-type";
import { getBookingSettings } from "./get-booking-settings";
import { listNextFreeTimes } from "./list-next-free-times";
import { lockCalendar } from "./lock-calendar";
import { queueBookingEmails } from "./queue-booking-emails";
import { type BookingChangeOptions, recordBookingChange } from "./record-booking-change";
import { type MonthFull, takeCapPlace } from "./take-cap-place";

/**
 * Moves a booking that has not begun to another open time of its type. The
 * booking's own time does not count against the move. The month's cap is
 * checked again when the move changes month. The calendar SEQUENCE is
 * raised, so the visitor's calendar updates the event it has (same UID),
 * and the reminders of the new time will be sent again. A visitor cannot
 * move within the cut-off; the owner can.
 */
export async function rescheduleBooking({
  db,
  bookingId,
  start: requested,
  by,
  actor,
  timeZone,
  mail,
  now = Date.now(),
}: BookingChangeOptions & {
  /** The new start: epoch milliseconds or an ISO date-time with its offset, as a form sends it. */
  start: unknown;
}): Promise<Result<{ startsAt: Date }, NotFound | Invalid<FieldError[]> | NotChangeable | SlotTaken | MonthFull>> {
  if (!isUuid(bookingId)) return NOT_FOUND;
  const start = readStartInstant(requested);
  if (start === null) return invalid([{ field: "start", message: BOOKING_MESSAGES.timeRequired }]);

  const nextSlots = async () => {
    const sessionType = await getBookingSessionType({ db, bookingId });
    if (!sessionType) return [];
    return listNextFreeTimes({ db, sessionType, timeZone, now, exceptBookingId: bookingId });
  };

  try {
    const outcome = await db.transaction(async (tx) => {
      await lockCalendar(tx);
      const [row] = await tx
        .select({ booking: bookings, sessionType: sessionTypes })
        .from(bookings)
        .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
        .where(eq(bookings.id, bookingId))
        .for("update", { of: bookings });
      if (!row) return NOT_FOUND;
      const { booking, sessionType } = row;
      const settings = await getBookingSettings({ db: tx });
      const changeable = checkBookingChangeable({ booking, by, now, cutoffMinutes: settings.changeCutoffMinutes });
      if (!changeable.ok) return changeable;
      if (start === booking.startsAt.getTime()) return { ok: true as const, startsAt: booking.startsAt };

      const slot = await findOfferedSlot({
        db: tx,
        sessionType,
        settings,
        timeZone,
        now,
        start,
        exceptBookingId: bookingId,
      });
      if (!slot) return "taken" as const;

      let capMonth = booking.capMonth;
      if (capMonth !== null && capMonth !== todayIn(timeZone, new Date(start)).slice(0, 7)) {
        const place = await takeCapPlace({
          db: tx,
          sessionType,
          settings,
          email: booking.email,
          start,
          timeZone,
          exceptBookingId: bookingId,
        });
        if (!place.ok) return place;
        capMonth = place.capMonth;
      }

      const startsAt = new Date(start);
      await tx
        .update(bookings)
        .set({
          startsAt,
          endsAt: new Date(slot.end),
          blockedFrom: new Date(slot.start - sessionType.bufferBeforeMinutes * 60_000),
          blockedUntil: new Date(slot.end + sessionType.bufferAfterMinutes * 60_000),
          capMonth,
          sequence: sql`${bookings.sequence} + 1`,
        })
        .where(eq(bookings.id, bookingId));
      await recordBookingChange({
        db: tx,
        actor,
        booking,
        changes: { startsAt: { from: booking.startsAt.toISOString(), to: startsAt.toISOString() } },
      });
      await queueBookingEmails({ db: tx, mail, timeZone, bookingId, event: "rescheduled", by });
      return { ok: true as const, startsAt };
    });
    if (outcome === "taken") return conflict("taken", { nextSlots: await nextSlots() });
    return outcome;
  } catch (error) {
    if (isExclusionViolation(error, "bookings_time_excl")) return conflict("taken", { nextSlots: await nextSlots() });
    throw error;
  }
}
