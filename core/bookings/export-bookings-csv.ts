import { and, eq, type SQL, sql } from "drizzle-orm";
import { todayIn } from "#core/dates";
import { csvLine } from "#core/subscribers/csv";
import type { Executor } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";
import { answersCell, BOOKING_CSV_COLUMNS, type BookingQuery, bookingStatusLabel } from "#rules/booking-admin";
import { bookingCondition } from "./booking-condition";
import { type BookingRow, bookingRowColumns } from "./list-bookings";

export const BOOKING_EXPORT_BATCH_SIZE = 1000;

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** "14:30": a moment's clock time where the business is, as a spreadsheet sorts it. */
function clockIn(timeZone: string, moment: Date): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    clockFormats.set(timeZone, format);
  }
  return format.format(moment);
}

/**
 * The bookings matching the list's view, search and filters, as CSV lines in
 * the view's order: the header, then one line per booking with its date and
 * time in the business's zone and the intake answers in one cell
 * ("Question: answer; ..."). Read a batch at a time after the last row of the
 * batch before (keyset pagination), only when the reader asks for more, so
 * memory stays flat however many bookings there are.
 */
export async function* exportBookingsCsv({
  db,
  query,
  timeZone,
  now = new Date(),
  batchSize = BOOKING_EXPORT_BATCH_SIZE,
}: {
  db: Executor;
  query: Omit<BookingQuery, "page">;
  timeZone: string;
  now?: Date;
  batchSize?: number;
}): AsyncGenerator<string> {
  yield csvLine(BOOKING_CSV_COLUMNS);
  const { where, orderBy } = bookingCondition(query, now);
  const comparison = query.view === "upcoming" ? sql`>` : sql`<`;
  let cursor: { startsAt: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${bookings.startsAt}, ${bookings.id}) ${comparison} (${cursor.startsAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows = (await db
      .select({ ...bookingRowColumns, cursor: sql<string>`${bookings.startsAt}::text` })
      .from(bookings)
      .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
      .where(and(where, after))
      .orderBy(...orderBy())
      .limit(batchSize)) as (BookingRow & { cursor: string })[];
    let chunk = "";
    for (const row of rows) {
      chunk += csvLine([
        todayIn(timeZone, row.startsAt),
        clockIn(timeZone, row.startsAt),
        timeZone,
        row.sessionType.name,
        row.name,
        row.email,
        bookingStatusLabel(row.status),
        row.capMonth ? "Yes" : "",
        answersCell(row.answers),
        todayIn(timeZone, row.createdAt),
      ]);
    }
    if (chunk) yield chunk;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    cursor = { startsAt: last.cursor, id: last.id };
  }
}
