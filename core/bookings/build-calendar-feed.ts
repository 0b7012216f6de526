import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { type CalendarEntry, writeCalendarFile } from "#core/calendar/write-calendar-file";
import { addDays, todayIn } from "#core/dates";
import type { Executor } from "#db/client";
import { bookingSettings, bookings, classInstances, classTypes, sessionTypes } from "#db/schema";
import { BOOKING_HOLDING_STATUSES } from "#rules/allowed-values";
import { classTimes } from "#rules/class-schedule";
import { bookingCalendarUid } from "./booking-calendar-uid";
import { bookingLocation } from "./booking-location";

const DAY_MS = 86_400_000;
/** The feed covers this many days back and ahead. */
const DAYS_BACK = 30;
const DAYS_AHEAD = 365;

/**
 * The owner's calendar feed behind its secret address: the bookings that hold
 * her time and the published class dates, from 30 days back to 365 ahead.
 * Null for a token that is not the current one (none made, or an old address).
 * Names and addresses of those booked are in it, never their intake answers.
 */
export async function buildCalendarFeed({
  db,
  token,
  siteName,
  siteUrl,
  domain,
  timeZone,
  now = new Date(),
}: {
  db: Executor;
  token: string;
  siteName: string;
  siteUrl: string;
  domain: string;
  timeZone: string;
  now?: Date;
}): Promise<string | null> {
  if (token === "") return null;
  const [settings] = await db
    .select({ id: bookingSettings.id })
    .from(bookingSettings)
    .where(eq(bookingSettings.calendarFeedToken, token));
  if (!settings) return null;

  const booked = await db
    .select({ booking: bookings, sessionType: sessionTypes })
    .from(bookings)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(
      and(
        inArray(bookings.status, [...BOOKING_HOLDING_STATUSES]),
        gte(bookings.endsAt, new Date(now.getTime() - DAYS_BACK * DAY_MS)),
        lte(bookings.startsAt, new Date(now.getTime() + DAYS_AHEAD * DAY_MS)),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const entries: CalendarEntry[] = booked.map(({ booking, sessionType }) => {
    const pending = booking.status === "pending";
    return {
      uid: bookingCalendarUid(booking.id, domain),
      sequence: booking.sequence,
      when: { start: booking.startsAt, end: booking.endsAt },
      summary: `${sessionType.name}: ${booking.name}${pending ? " (waiting for approval)" : ""}`,
      location: bookingLocation(sessionType),
      description: [`${booking.name} <${booking.email}>`, `${siteUrl}/admin/bookings/${booking.id}`].join("\n"),
      status: pending ? "tentative" : "confirmed",
    };
  });

  const today = todayIn(timeZone, now);
  const classes = await db
    .select({ instance: classInstances, title: classTypes.title, slug: classTypes.slug })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .where(
      and(
        eq(classInstances.status, "active"),
        eq(classTypes.status, "active"),
        gte(classInstances.date, addDays(today, -DAYS_BACK)),
        lte(classInstances.date, addDays(today, DAYS_AHEAD)),
      ),
    )
    .orderBy(asc(classInstances.date));
  for (const { instance, title, slug } of classes) {
    const times = classTimes({
      date: instance.date,
      time: instance.time,
      timeZone,
      durationMinutes: instance.durationMinutes,
    });
    entries.push({
      uid: `class-${instance.id}@${domain}`,
      when: times ?? { day: instance.date },
      summary: title,
      location: instance.location,
      url: `${siteUrl}/classes/${encodeURIComponent(slug)}`,
      description: `${title} (${instance.time})`,
    });
  }
  return writeCalendarFile({
    name: `${siteName}: bookings and classes`,
    company: siteName,
    product: "Calendar feed",
    refreshMinutes: 15,
    entries,
  });
}
