import { describe, expect, it } from "vitest";
import { readTimeZone } from "./booking";
import { currentZoneName, zoneChoices } from "./time-zone-names";

/** The zone's UTC offset at an instant, as Intl (ICU's data, not ours) gives it. */
function offsetAt(zone: string, instant: number): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" }).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
}

const OLD_NAMES = Intl.supportedValuesOf("timeZone").filter((zone) => currentZoneName(zone) !== zone);

describe("zone names a visitor knows", () => {
  it("gives the current name for the old ones Intl lists, each the same zone through a year", () => {
    expect(OLD_NAMES).toEqual(expect.arrayContaining(["Asia/Calcutta", "Europe/Kiev", "Asia/Saigon"]));
    for (const old of OLD_NAMES) {
      const current = currentZoneName(old);
      for (let month = 0; month < 12; month++) {
        const instant = Date.UTC(2026, month, 15, 12);
        expect(offsetAt(current, instant), `${old} → ${current}`).toBe(offsetAt(old, instant));
      }
    }
  });

  it("leaves a current name, and one it does not know, as it is", () => {
    expect(currentZoneName("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(currentZoneName("Europe/Berlin")).toBe("Europe/Berlin");
    expect(currentZoneName("toString")).toBe("toString");
  });

  it("lists every zone once, in order, by the current names only", () => {
    const choices = zoneChoices();
    expect(choices).toContain("Asia/Kolkata");
    expect(choices).toContain("Europe/Kyiv");
    expect(choices).toContain("America/New_York");
    expect(choices).not.toContain("Asia/Calcutta");
    expect(choices).not.toContain("Europe/Kiev");
    expect(new Set(choices).size).toBe(choices.length);
    expect(choices).toEqual([...choices].sort());
    // A zone saved under its old name stays choosable, in its place.
    const withOld = zoneChoices("Asia/Calcutta");
    expect(withOld).toContain("Asia/Calcutta");
    expect(withOld).toEqual([...withOld].sort());
    expect(zoneChoices("Asia/Kolkata")).toEqual(choices);
  });

  it("reads a visitor's zone by its current name, and refuses a name that is no zone", () => {
    expect(readTimeZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(readTimeZone("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(readTimeZone("Europe/London")).toBe("Europe/London");
    expect(readTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(readTimeZone("")).toBeNull();
  });
});
