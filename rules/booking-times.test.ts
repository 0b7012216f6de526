import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { dateZoneLabel, dayTimeLabel, slotLabel, zoneLabelOver, zoneNamesOn } from "./booking-times";

/**
 * The booking pages' zone words across the clock changes of 2027, checked
 * against Temporal (a separate implementation of the zone rules): each date
 * named by the offsets in force on it, and a clock time that comes twice
 * told apart.
 */

const ZONES = ["America/New_York", "Europe/London", "Australia/Sydney", "Australia/Lord_Howe", "America/Santiago"];
const QUARTER_HOUR = 15 * 60_000;

/** The dates of 2027 on which `timeZone` changes its clocks, as Temporal finds them. */
function changeDates(timeZone: string): string[] {
  const dates: string[] = [];
  let at: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from({ timeZone, year: 2027, month: 1, day: 1 });
  for (;;) {
    at = at.getTimeZoneTransition("next");
    if (!at || at.year > 2027) return dates;
    dates.push(at.toPlainDate().toString());
  }
}

/** Every quarter hour of a date in a zone, as Temporal counts it: its instant, local clock and offset. */
function quarterHours(date: string, timeZone: string) {
  const start = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone });
  const end = start.add({ days: 1 });
  const found: { instant: number; clock: string; offset: string }[] = [];
  for (let instant = start.epochMilliseconds; instant < end.epochMilliseconds; instant += QUARTER_HOUR) {
    const zoned = Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(timeZone);
    const hour = zoned.hour % 12 === 0 ? 12 : zoned.hour % 12;
    const clock = `${hour}:${String(zoned.minute).padStart(2, "0")} ${zoned.hour < 12 ? "AM" : "PM"}`;
    found.push({ instant, clock, offset: zoned.offset });
  }
  return found;
}

describe.each(ZONES)("the zone words of %s across its clock changes", (timeZone) => {
  const changes = changeDates(timeZone);

  it("finds the changes of 2027 to check", () => {
    expect(changes.length).toBe(2);
  });

  it.each(changes)("names %s and the days either side by the offsets in force on each", (change) => {
    const day = Temporal.PlainDate.from(change);
    for (const date of [day.subtract({ days: 1 }), day, day.add({ days: 1 })].map(String)) {
      const offsets = new Set(quarterHours(date, timeZone).map((time) => time.offset));
      expect(zoneNamesOn(date, timeZone), date).toHaveLength(offsets.size);
      expect(dateZoneLabel(date, timeZone).split(", then "), date).toHaveLength(offsets.size);
    }
  });

  it.each(changes)("tells apart every time of %s, with a zone name that follows the offset", (change) => {
    const times = quarterHours(change, timeZone);
    const offsets = new Set(times.map((time) => time.offset));
    const labels = times.map((time) => dayTimeLabel(time.instant, timeZone));
    // Each clock reading is Temporal's; one that comes twice reads apart.
    expect(new Set(labels).size).toBe(labels.length);
    const offsetOfName = new Map<string, string>();
    for (const [index, time] of times.entries()) {
      const label = labels[index] ?? "";
      expect(slotLabel(time.instant, timeZone).endsWith(label)).toBe(true);
      // Santiago changes at midnight: its change day has one offset, and its times need no name.
      if (offsets.size === 1) {
        expect(label).toBe(time.clock);
        continue;
      }
      expect(label.startsWith(`${time.clock} `), label).toBe(true);
      const name = label.slice(time.clock.length + 1);
      expect(offsetOfName.get(name) ?? time.offset, label).toBe(time.offset);
      offsetOfName.set(name, time.offset);
    }
    expect(offsetOfName.size).toBe(offsets.size === 1 ? 0 : offsets.size);
  });
});

describe("the zone words of a day without a change", () => {
  it("are the clock time alone, and the one name of the date", () => {
    const instant = Date.parse("2027-03-15T13:00:00Z");
    expect(dayTimeLabel(instant, "America/New_York")).toBe("9:00 AM");
    expect(dateZoneLabel("2027-03-15", "America/New_York")).toBe("Eastern Daylight Time");
    expect(dateZoneLabel("2027-03-15", "Asia/Kolkata")).toBe("India Standard Time");
  });

  it("name New York's summer and winter time by their offsets, as Temporal has them", () => {
    const names: Record<string, string> = { "-04:00": "Eastern Daylight Time", "-05:00": "Eastern Standard Time" };
    for (const date of ["2027-01-10", "2027-03-13", "2027-03-15", "2027-07-04", "2027-11-06", "2027-11-08"]) {
      const offset = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: "America/New_York" }).offset;
      expect(dateZoneLabel(date, "America/New_York"), date).toBe(names[offset]);
    }
  });

  it("says over a run of dates from which day the other name holds", () => {
    expect(zoneLabelOver("2027-03-01", "2027-03-20", "America/New_York")).toBe(
      "Eastern Standard Time (America/New_York), Eastern Daylight Time from Sunday, March 14",
    );
    expect(zoneLabelOver("2027-03-15", "2027-03-20", "America/New_York")).toBe(
      "Eastern Daylight Time (America/New_York)",
    );
  });
});
