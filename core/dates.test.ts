import { describe, expect, it } from "vitest";
import { addDays, todayIn, zonedTimeSpan } from "./dates";

describe("business dates", () => {
  it("uses the business's calendar day, not the server's", () => {
    // 02:30 UTC on 1 March is still 28 February in New York.
    const moment = new Date("2027-03-01T02:30:00Z");
    expect(todayIn("America/New_York", moment)).toBe("2027-02-28");
    expect(todayIn("UTC", moment)).toBe("2027-03-01");
  });

  it("moves across month and year ends", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
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
