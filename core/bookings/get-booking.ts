import { eq } from "drizzle-orm";
import { NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";
import type { BookingStatus } from "#rules/allowed-values";
import { isUuid } from "#rules/ids";

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
  const [row] = await db
    .select({
      booking: bookings,
      sessionType: {
        id: sessionTypes.id,
        name: sessionTypes.name,
        durationMinutes: sessionTypes.durationMinutes,
        confirmation: sessionTypes.confirmation,
      },
    })
    .from(bookings)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(eq(bookings.id, id));
  if (!row) return NOT_FOUND;
  const { manageToken: _token, ...booking } = row.booking;
  return { ok: true, booking: { ...booking, status: booking.status as BookingStatus, sessionType: row.sessionType } };
}
