import { and, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import {
  availabilityOverrides,
  bookings,
  classInstances,
  classTypes,
  externalBusyTimes,
  type sessionTypes,
} from "#db/schema";
import { BOOKING_HOLDING_STATUSES } from "#rules/allowed-values";
import { classTimes } from "#rules/class-schedule";
import type { SlotRules, TimeSpan } from "./compute-open-slots";
import type { BookingSettings } from "./get-booking-settings";

const DAY = 86_400_000;

export type SessionTypeRow = typeof sessionTypes.$inferSelect;

/**
 * Reads from the database everything that decides a session type's open
 * times over a span of business dates: the hours, the date overrides, and
 * the time already taken by bookings (with their buffers), published class
 * dates (when they block time) and the outside calendar's busy times.
 * `exceptBookingId` leaves one booking's own time out, for moving it.
 */
export async function loadSlotRules({
  db,
  sessionType,
  settings,
  timeZone,
  from,
  days,
  exceptBookingId,
}: {
  db: Executor;
  sessionType: SessionTypeRow;
  settings: BookingSettings;
  timeZone: string;
  /** The first business date asked about, YYYY-MM-DD. */
  from: string;
  days: number;
  exceptBookingId?: string;
}): Promise<SlotRules> {
  // A day either side covers every zone's offset and a range past midnight.
  const windowStart = new Date(Date.parse(`${from}T00:00:00Z`) - 2 * DAY);
  const windowEnd = new Date(Date.parse(`${from}T00:00:00Z`) + (days + 2) * DAY);
  const lastDate = new Date(windowEnd.getTime()).toISOString().slice(0, 10);
  const firstDate = windowStart.toISOString().slice(0, 10);

  const [overrides, taken, busyRows, classRows] = await Promise.all([
    db
      .select({ date: availabilityOverrides.date, ranges: availabilityOverrides.ranges })
      .from(availabilityOverrides)
      .where(
        and(sql`${availabilityOverrides.date} >= ${firstDate}`, sql`${availabilityOverrides.date} <= ${lastDate}`),
      ),
    db
      .select({
        sessionTypeId: bookings.sessionTypeId,
        startsAt: bookings.startsAt,
        blockedFrom: bookings.blockedFrom,
        blockedUntil: bookings.blockedUntil,
      })
      .from(bookings)
      .where(
        and(
          inArray(bookings.status, [...BOOKING_HOLDING_STATUSES]),
          lt(bookings.blockedFrom, windowEnd),
          gt(bookings.blockedUntil, windowStart),
          exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
        ),
      ),
    db
      .select({ startsAt: externalBusyTimes.startsAt, endsAt: externalBusyTimes.endsAt })
      .from(externalBusyTimes)
      .where(and(lt(externalBusyTimes.startsAt, windowEnd), gt(externalBusyTimes.endsAt, windowStart))),
    settings.classDatesBlockTime
      ? db
          .select({
            date: classInstances.date,
            time: classInstances.time,
            durationMinutes: classInstances.durationMinutes,
          })
          .from(classInstances)
          .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
          .where(
            and(
              eq(classInstances.status, "active"),
              eq(classTypes.status, "active"),
              sql`${classInstances.date} >= ${firstDate}`,
              sql`${classInstances.date} <= ${lastDate}`,
            ),
          )
      : Promise.resolve([]),
  ]);

  const busy: TimeSpan[] = [
    ...taken.map((row) => ({ start: row.blockedFrom.getTime(), end: row.blockedUntil.getTime() })),
    ...busyRows.map((row) => ({ start: row.startsAt.getTime(), end: row.endsAt.getTime() })),
    ...classRows.flatMap((row) => {
      const times = classTimes({ ...row, timeZone });
      return times ? [{ start: times.start.getTime(), end: times.end.getTime() }] : [];
    }),
  ];

  return {
    timeZone,
    weeklyHours: settings.weeklyHours,
    overrides,
    slotStepMinutes: settings.slotStepMinutes,
    durationMinutes: sessionType.durationMinutes,
    bufferBeforeMinutes: sessionType.bufferBeforeMinutes,
    bufferAfterMinutes: sessionType.bufferAfterMinutes,
    minNoticeMinutes: sessionType.minNoticeMinutes,
    maxDaysAhead: sessionType.maxDaysAhead,
    maxPerDay: sessionType.maxPerDay,
    sameTypeStarts: taken.filter((row) => row.sessionTypeId === sessionType.id).map((row) => row.startsAt.getTime()),
    busy,
  };
}
