import { and, asc, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { bookings } from "#db/schema";
import { containsInAny } from "#db/search";
import { BOOKING_HOLDING_STATUSES } from "#rules/allowed-values";
import { BOOKING_RELEASED_STATUSES, type BookingQuery } from "#rules/booking-admin";

/**
 * The bookings list's view, search (name, email) and filters as one
 * condition, `now` splitting upcoming from past; and the view's order:
 * upcoming soonest first, past and cancelled latest first, ties by id
 * (`reversed` reads a page from the far end).
 */
export function bookingCondition(
  { view, search, sessionTypeId, status }: Omit<BookingQuery, "page">,
  now: Date,
): { where: SQL | undefined; orderBy: (reversed?: boolean) => SQL[] } {
  const inView =
    view === "cancelled"
      ? inArray(bookings.status, [...BOOKING_RELEASED_STATUSES])
      : and(
          inArray(bookings.status, [...BOOKING_HOLDING_STATUSES]),
          view === "upcoming" ? gte(bookings.startsAt, now) : lt(bookings.startsAt, now),
        );
  const where = and(
    inView,
    sessionTypeId ? eq(bookings.sessionTypeId, sessionTypeId) : undefined,
    status ? eq(bookings.status, status) : undefined,
    containsInAny([bookings.name, bookings.email], search),
  );
  const orderBy = (reversed = false) => {
    const soonestFirst = view === "upcoming" ? !reversed : reversed;
    return soonestFirst ? [asc(bookings.startsAt), asc(bookings.id)] : [desc(bookings.startsAt), desc(bookings.id)];
  };
  return { where, orderBy };
}
