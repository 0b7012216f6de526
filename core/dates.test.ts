import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "./dates";

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
});
