import { describe, expect, it } from "vitest";
import { growthRate, readSubscriberQuery, sourceLabel, unsubscribeConfirmation } from "./subscriber-admin";

describe("the subscriber screen's rules", () => {
  it("rounds the growth rate to a whole percent", () => {
    expect(growthRate(2, 3)).toBe(67);
    expect(growthRate(0, 0)).toBe(0);
    expect(growthRate(5, 5)).toBe(100);
  });

  it("names the subscriber in the unsubscribe confirmation", () => {
    expect(unsubscribeConfirmation({ firstName: "Ana", lastName: "Silva", email: "ana@example.com" })).toContain(
      "Ana Silva (ana@example.com)",
    );
  });

  it("reads the address, treating all as no filter", () => {
    expect(readSubscriberQuery(new URLSearchParams("status=all&source=all&page=2"))).toEqual({
      search: "",
      status: null,
      source: null,
      page: 2,
    });
    expect(readSubscriberQuery(new URLSearchParams("status=unsubscribed&source=events")).source).toBe("events");
  });

  it("makes a stored source readable", () => {
    expect(sourceLabel("home_page")).toBe("Home Page");
  });
});
