import { describe, expect, it } from "vitest";
import { readClockTime } from "#rules/class-time";
import { demoClassInstances, demoClassTypes } from "./demo-content";

/** The demo site must not contradict itself: what a class type says holds for every one of its dates. */

const ONLINE_ONLY = /\b(zoom|video call|online only|held online|live online)\b/i;

describe("demo class dates", () => {
  it("give every date a readable time, and an in-person date a full address", () => {
    for (const instance of demoClassInstances) {
      expect(readClockTime(instance.time), instance.time).not.toBeNull();
      if (instance.venue) {
        expect(Object.values(instance.venue).every((part) => part.length > 0)).toBe(true);
        expect(instance.location).not.toMatch(/online|zoom/i);
      } else {
        expect(instance.location).toMatch(/online/i);
      }
    }
  });

  it("never tell an in-person date's visitors that the class is on Zoom", () => {
    const inPersonTypes = new Set(demoClassInstances.filter((i) => i.venue).map((i) => i.classTypeKey));
    expect(inPersonTypes.size).toBeGreaterThan(0);
    for (const classType of demoClassTypes.filter((type) => inPersonTypes.has(type.key))) {
      expect(classType.description).not.toMatch(ONLINE_ONLY);
      // Agenda times are relative when the dates start at different times of day.
      expect(
        classType.agenda.every((item) => readClockTime(item.time) === null),
        classType.key,
      ).toBe(true);
    }
  });
});
