import { describe, expect, it } from "vitest";
import { withTestDatabase } from "#tests/setup/database";
import { claimScheduledRun } from "./claim-scheduled-run";

const database = withTestDatabase();
const HOUR = 3_600_000;

describe("claiming a scheduled run", () => {
  it("lets exactly one of several instances claim a due run, and none before the next is due", async () => {
    const now = new Date("2026-03-01T03:00:00Z");
    const claim = (at: Date) =>
      claimScheduledRun({
        db: database.db(),
        key: "backup_next_due",
        now: at,
        nextDue: new Date(at.getTime() + 24 * HOUR),
      });
    const claims = await Promise.all(Array.from({ length: 5 }, () => claim(now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claim(new Date(now.getTime() + 23 * HOUR))).toBe(false);
    expect(await claim(new Date(now.getTime() + 24 * HOUR))).toBe(true);
  });
});
