import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readClockTime } from "./class-time";

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
});
