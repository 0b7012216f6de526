import { NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Executor } from "#db/client";
import type { bookings } from "#db/schema";
import type { BookingStatus } from "#rules/allowed-values";
import { isUuid } from "#rules/ids";
import { loadBookingForEmail } from "./load-booking-for-email";

export type BookingDetails = Omit<typeof bookings.$inferSelect, "status" | "manageToken"> & {
  status: BookingStatus;
  sessionType: { id: string; name: string; durationMinutes: number; confirmation: string };
};

/** One booking as the owner's page shows it, with its session type; never the client's secret link. */
export async function getBooking({
  db,
  id,
}: {
  db: Executor;
  id: string;
}): Promise<Result<{ booking: BookingDetails }, NotFound>> {
  if (!isUuid(id)) return NOT_FOUND;
  const found = await loadBookingForEmail({ db, bookingId: id });
  if (!found) return NOT_FOUND;
  const { manageToken: _token, sessionType, ...booking } = found;
  const { name, durationMinutes, confirmation } = sessionType;
  return {
    ok: true,
    booking: {
      ...booking,
      status: booking.status as BookingStatus,
      sessionType: { id: sessionType.id, name, durationMinutes, confirmation },
    },
  };
}
