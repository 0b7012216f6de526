import { eq } from "drizzle-orm";
import { type ListPage, readPage } from "#core/lists/paging";
import type { Executor } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";
import { ADMIN_LIST_PAGE_SIZE } from "#rules/admin-list";
import type { BookingStatus } from "#rules/allowed-values";
import type { BookingQuery } from "#rules/booking-admin";
import type { IntakeAnswer } from "#rules/booking-data";
import { bookingCondition } from "./booking-condition";
import { countBookings } from "./count-bookings";

export type BookingRow = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  name: string;
  email: string;
  status: BookingStatus;
  capMonth: string | null;
  answers: IntakeAnswer[];
  createdAt: Date;
  sessionType: { id: string; name: string };
};

export const bookingRowColumns = {
  id: bookings.id,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  name: bookings.name,
  email: bookings.email,
  status: bookings.status,
  capMonth: bookings.capMonth,
  answers: bookings.answers,
  createdAt: bookings.createdAt,
  sessionType: { id: sessionTypes.id, name: sessionTypes.name },
};

/** One page of a view of the bookings list (see bookingCondition), with the number matching in all. */
export async function listBookings({
  db,
  query,
  now = new Date(),
  pageSize = ADMIN_LIST_PAGE_SIZE,
}: {
  db: Executor;
  query: BookingQuery;
  now?: Date;
  pageSize?: number;
}): Promise<ListPage<BookingRow>> {
  const { where, orderBy } = bookingCondition(query, now);
  return readPage({
    page: query.page,
    pageSize,
    total: await countBookings({ db, query, now }),
    readRows: async (window) =>
      (await db
        .select(bookingRowColumns)
        .from(bookings)
        .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
        .where(where)
        .orderBy(...orderBy(window.fromEnd))
        .limit(window.limit)
        .offset(window.offset)) as BookingRow[],
  });
}
