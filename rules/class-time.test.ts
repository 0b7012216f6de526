import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readClockTime, zonedTimeSpan } from "./class-time";

describe("reading a class's time", () => {
  it.each([
    ["6:30 PM ET", 18, 30, "America/New_York"],
    ["6 PM", 18, 0, null],
    ["10:00 a.m. Pacific", 10, 0, "America/Los_Angeles"],
    ["12:15 AM", 0, 15, null],
    ["12 pm CT", 12, 0, "America/Chicago"],
    ["18:30", 18, 30, null],
    ["6-8 PM ET", 18, 0, "America/New_York"],
    ["6:30 to 8:00 pm", 18, 30, null],
    ["Noon", 12, 0, null],
  ])("%s starts at %i:%i", (text, hour, minute, timeZone) => {
    expect(readClockTime(text)).toEqual({ hour, minute, timeZone });
  });

  it.each(["", "evening", "Room 2", "25:00", "13 PM", "6:75 PM", "TBD"])("cannot read %j", (text) => {
    expect(readClockTime(text)).toBeNull();
  });

  it("reads every h:mm AM/PM back as the clock time it names", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 59 }), fc.boolean(), (h, m, pm) => {
        const text = `${h}:${String(m).padStart(2, "0")} ${pm ? "PM" : "AM"} ET`;
        expect(readClockTime(text)).toEqual({
          hour: (h % 12) + (pm ? 12 : 0),
          minute: m,
          timeZone: "America/New_York",
        });
      }),
    );
  });

  it("never throws on any text", () => {
    fc.assert(fc.property(fc.string(), (text) => void readClockTime(text)));
  });

  it("writes a local time with the offset the zone has on that day, on either side of a clock change", () => {
    const at = (date: string, hour: number, minute = 0, durationMinutes = 120) =>
      zonedTimeSpan({ date, hour, minute, timeZone: "America/New_York", durationMinutes });
    expect(at("2026-12-02", 18)).toEqual({ start: "2026-12-02T18:00:00-05:00", end: "2026-12-02T20:00:00-05:00" });
    expect(at("2027-03-13", 10)).toEqual({ start: "2027-03-13T10:00:00-05:00", end: "2027-03-13T12:00:00-05:00" });
    expect(at("2027-03-15", 10)).toEqual({ start: "2027-03-15T10:00:00-04:00", end: "2027-03-15T12:00:00-04:00" });
    // Two hours from 12:30 AM on the autumn-change night end at 1:30 AM by the clock, in standard time.
    expect(at("2026-11-01", 0, 30, 120)).toEqual({
      start: "2026-11-01T00:30:00-04:00",
      end: "2026-11-01T01:30:00-05:00",
    });
    // 2:30 AM does not exist on the spring-forward night; clocks read 3:30.
    expect(at("2027-03-14", 2, 30, 60).start).toBe("2027-03-14T03:30:00-04:00");
    expect(
      zonedTimeSpan({ date: "2027-07-01", hour: 9, minute: 15, timeZone: "Asia/Kolkata", durationMinutes: 45 }),
    ).toEqual({
      start: "2027-07-01T09:15:00+05:30",
      end: "2027-07-01T10:00:00+05:30",
    });
  });
});
