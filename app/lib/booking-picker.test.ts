import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { bookingSettings } from "#db/schema";
import type { WeeklyRange } from "#rules/booking-data";
import { insertSessionType } from "#tests/setup/booking-rows";
import { backend, withTestDatabase } from "#tests/setup/database";
import { buildPicker } from "./booking-picker.server";

/**
 * The booking page's words about time zones around the clock changes of 2027
 * in New York, the offsets checked with Temporal: a date is named by its own
 * offset, not today's, and the hour that comes twice in November reads apart.
 */

const database = withTestDatabase();
const ZONE = "America/New_York";

/** Open from midnight to three and from nine to ten, every day. */
const hours: WeeklyRange[] = ([1, 2, 3, 4, 5, 6, 7] as const).flatMap((weekday) => [
  { weekday, start: "00:00", end: "03:00" },
  { weekday, start: "09:00", end: "10:00" },
]);

async function pickerOn(date: string, now: string) {
  const db = database.db();
  await db.insert(bookingSettings).values({ id: 1, weeklyHours: hours });
  const sessionType = await insertSessionType(db, { durationMinutes: 60, minNoticeMinutes: 0, maxDaysAhead: 60 });
  return buildPicker({
    db,
    sessionType,
    businessZone: ZONE,
    defaultZone: ZONE,
    detect: false,
    path: "/book/x",
    query: new URLSearchParams({ tz: ZONE, date }),
    now: Date.parse(now),
  });
}

/** The offset Temporal finds in force in New York at a time. */
const offsetAt = (start: string) => Temporal.Instant.from(start).toZonedDateTimeISO(ZONE).offset;

describe(`the booking page's zone words across New York's clock changes, on ${backend}`, () => {
  it("names a date after the spring change by its summer time, asked for two weeks before it", async () => {
    const picker = await pickerOn("2027-03-15", "2027-03-01T12:00:00Z");
    expect(picker.zoneText).toBe(
      "Eastern Standard Time (America/New_York), Eastern Daylight Time from Sunday, March 14",
    );
    expect(picker.day?.label).toBe("Monday, March 15 (Eastern Daylight Time)");
    const nine = picker.day?.times.find((time) => time.label === "9:00 AM");
    expect(nine && offsetAt(nine.start)).toBe("-04:00");
  });

  it("tells the two 1:00 AMs of the autumn change apart, each by its own offset", async () => {
    const picker = await pickerOn("2027-11-07", "2027-10-25T12:00:00Z");
    expect(picker.day?.label).toBe("Sunday, November 7 (Eastern Daylight Time, then Eastern Standard Time)");
    const times = picker.day?.times ?? [];
    const ones = times.filter((time) => time.label.startsWith("1:00 AM"));
    expect(ones.map((time) => [time.label, offsetAt(time.start)])).toEqual([
      ["1:00 AM EDT", "-04:00"],
      ["1:00 AM EST", "-05:00"],
    ]);
    expect(new Set(times.map((time) => time.label)).size).toBe(times.length);
    expect(new Set(times.map((time) => time.accessibleName)).size).toBe(times.length);
  });
});
