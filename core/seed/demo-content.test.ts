import { describe, expect, it } from "vitest";
import { readClockTime } from "#rules/class-time";
import { demoClassInstances, demoClassTypes } from "./demo-content";
import { INITIAL_FAQ } from "./faq-content";
import { INITIAL_LEGAL_PAGES } from "./legal-content";

/** The demo site must not contradict itself: what a class type, the FAQ and the Terms say holds for every date. */

const VIDEO = /video (meeting service|call)/i;

describe("demo class dates", () => {
  it("are all online, as the FAQ and the Terms say workshops are held", () => {
    const faq = INITIAL_FAQ.flatMap((category) => category.items.flatMap((item) => item.answer)).join(" ");
    expect(faq).toMatch(VIDEO);
    expect(
      Object.values(INITIAL_LEGAL_PAGES)
        .map((page) => page.body)
        .join(" "),
    ).toMatch(VIDEO);
    for (const instance of demoClassInstances) expect(instance.location).toMatch(/^Online/);
    for (const classType of demoClassTypes) expect(classType.description).not.toMatch(/room|venue|in person/i);
  });

  it("start when their class type says: an evening class in the evening, at its agenda's first time", () => {
    for (const instance of demoClassInstances) {
      const time = readClockTime(instance.time);
      expect(time, instance.time).not.toBeNull();
      const classType = demoClassTypes.find((type) => type.key === instance.classTypeKey);
      if (/evening/i.test(`${classType?.title} ${classType?.description}`))
        expect(time?.hour, `${classType?.key} at ${instance.time}`).toBeGreaterThanOrEqual(17);
      const first = readClockTime(classType?.agenda[0]?.time ?? "");
      if (first)
        expect([time?.hour, time?.minute], `${classType?.key} at ${instance.time}`).toEqual([first.hour, first.minute]);
    }
  });

  it("never tell a visitor of a free date to pay on the day", () => {
    for (const instance of demoClassInstances.filter((date) => date.price === "Free")) {
      const classType = demoClassTypes.find((type) => type.key === instance.classTypeKey);
      expect(classType?.howToPay).not.toMatch(/pay on the day|at the door/i);
    }
  });
});
