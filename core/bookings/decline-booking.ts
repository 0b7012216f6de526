import type { RowWriteOptions } from "#core/audit/record-row-change";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { type BookingStatusResult, changeBookingStatus } from "./change-booking-status";

/**
 * The owner declines a booking waiting for her: pending becomes declined,
 * which does not hold time, so the time (and any place of the month's
 * new-client cap) is free for someone else; the client is emailed. Taken
 * under the calendar's lock. A booking no longer pending is refused.
 */
export function declineBooking(
  options: RowWriteOptions & { mail: VisitorMailSettings; timeZone: string },
): Promise<BookingStatusResult<"not-pending">> {
  return changeBookingStatus(options, {
    to: "declined",
    movesTime: true,
    refuse: (booking) => (booking.status === "pending" ? null : "not-pending"),
    email: "declined",
  });
}
