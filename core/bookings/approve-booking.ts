import type { RowWriteOptions } from "#core/audit/record-row-change";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { type BookingStatusResult, changeBookingStatus } from "./change-booking-status";

/**
 * The owner approves a booking waiting for her: pending becomes confirmed,
 * its time (already held) and its calendar sequence unchanged, and the
 * client is emailed. A booking no longer pending is refused ("not-pending").
 */
export function approveBooking(
  options: RowWriteOptions & { mail: VisitorMailSettings; timeZone: string },
): Promise<BookingStatusResult<"not-pending">> {
  return changeBookingStatus(options, {
    to: "confirmed",
    movesTime: false,
    refuse: (booking) => (booking.status === "pending" ? null : "not-pending"),
    email: "approved",
  });
}
