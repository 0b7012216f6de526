import { and, asc, between, eq, gt, inArray, lt } from "drizzle-orm";
import { addDays, todayIn } from "#core/dates";
import type { Executor } from "#db/client";
import { bookings, classInstances, classTypes, sessionTypes } from "#db/schema";
import { BOOKING_HOLDING_STATUSES, type BookingStatus } from "#rules/allowed-values";
import { classTimes, zonedInstant } from "#rules/class-schedule";

export type WeekItem =
  | {
      kind: "booking";
      id: string;
      start: Date;
      end: Date;
      title: string;
      name: string;
      status: BookingStatus;
    }
  | {
      kind: "class";
      id: string;
      /** Null when the class's time names no clock time: it is listed first on its day, with its own words. */
      start: Date | null;
      end: Date | null;
      title: string;
      time: string;
    };

export type WeekDay = { date: string; items: WeekItem[] };

/**
 * A week, Monday to Sunday where the business is: each day's bookings that
 * hold their time and its published class dates, in the order they happen.
 */
export async function listCalendarWeek({
  db,
  monday,
  timeZone,
}: {
  db: Executor;
  /** YYYY-MM-DD, a Monday. */
  monday: string;
  timeZone: string;
}): Promise<WeekDay[]> {
  const dates = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const sunday = dates[6] ?? monday;
  const from = zonedInstant(monday, 0, timeZone);
  const until = zonedInstant(addDays(monday, 7), 0, timeZone);
  const [booked, classDates] = await Promise.all([
    db
      .select({
        id: bookings.id,
        start: bookings.startsAt,
        end: bookings.endsAt,
        name: bookings.name,
        status: bookings.status,
        title: sessionTypes.name,
      })
      .from(bookings)
      .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
      .where(
        and(
          inArray(bookings.status, [...BOOKING_HOLDING_STATUSES]),
          lt(bookings.startsAt, until),
          gt(bookings.endsAt, from),
        ),
      )
      .orderBy(asc(bookings.startsAt)),
    db
      .select({ id: classInstances.id, date: classInstances.date, time: classInstances.time, title: classTypes.title })
      .from(classInstances)
      .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
      .where(and(eq(classInstances.status, "active"), between(classInstances.date, monday, sunday))),
  ]);
  const days: WeekDay[] = dates.map((date) => ({ date, items: [] }));
  const dayOf = (date: string) => days.find((day) => day.date === date);
  for (const booking of booked) {
    dayOf(todayIn(timeZone, booking.start))?.items.push({
      kind: "booking",
      ...booking,
      status: booking.status as BookingStatus,
    });
  }
  for (const classDate of classDates) {
    const times = classTimes({ date: classDate.date, time: classDate.time, timeZone });
    dayOf(classDate.date)?.items.push({
      kind: "class",
      id: classDate.id,
      start: times?.start ?? null,
      end: times?.end ?? null,
      title: classDate.title,
      time: classDate.time,
    });
  }
  for (const day of days) day.items.sort((a, b) => (a.start?.getTime() ?? 0) - (b.start?.getTime() ?? 0));
  return days;
}
