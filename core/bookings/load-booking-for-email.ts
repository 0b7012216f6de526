import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";

/** A booking with what its emails and calendar entries say about its session type. */
export type BookingForEmail = typeof bookings.$inferSelect & {
  sessionType: Pick<
    typeof sessionTypes.$inferSelect,
    | "id"
    | "name"
    | "slug"
    | "durationMinutes"
    | "price"
    | "howToPay"
    | "locationKind"
    | "locationDetail"
    | "confirmation"
  >;
};

/** One booking and its session type, as the emails tell them; null when there is no such booking. */
export async function loadBookingForEmail({
  db,
  bookingId,
}: {
  db: Executor;
  bookingId: string;
}): Promise<BookingForEmail | null> {
  const [row] = await db
    .select({
      booking: bookings,
      sessionType: {
        id: sessionTypes.id,
        name: sessionTypes.name,
        slug: sessionTypes.slug,
        durationMinutes: sessionTypes.durationMinutes,
        price: sessionTypes.price,
        howToPay: sessionTypes.howToPay,
        locationKind: sessionTypes.locationKind,
        locationDetail: sessionTypes.locationDetail,
        confirmation: sessionTypes.confirmation,
      },
    })
    .from(bookings)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(eq(bookings.id, bookingId));
  return row ? { ...row.booking, sessionType: row.sessionType } : null;
}
