import type { RowWriteOptions } from "#core/audit/record-row-change";
import type { BookingOutcome } from "#rules/booking-admin";
import { type BookingStatusResult, changeBookingStatus } from "./change-booking-status";

const MARKABLE = new Set(["confirmed", "completed", "no_show"]);

/**
 * The owner records how a past session went: completed or no-show. Only a
 * confirmed booking whose start has passed can be marked (or one already
 * marked, to correct it); both keep the time held, and no email is sent.
 */
export function setBookingOutcome(
  options: RowWriteOptions & { outcome: BookingOutcome; now?: Date },
): Promise<BookingStatusResult<"not-past-confirmed">> {
  return changeBookingStatus(options, {
    to: options.outcome,
    movesTime: false,
    refuse: (booking, now) =>
      MARKABLE.has(booking.status) && booking.startsAt.getTime() <= now.getTime() ? null : "not-past-confirmed",
  });
}
