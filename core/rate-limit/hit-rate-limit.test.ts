import { describe, expect, it } from "vitest";
import { rateLimitCounters } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { clientBucket } from "./client-bucket";
import { deleteExpiredRateLimitWindows } from "./delete-expired-rate-limit-windows";
import { hitRateLimit } from "./hit-rate-limit";

const database = withTestDatabase();
const TEN_MINUTES = 10 * 60 * 1000;
const start = new Date("2025-03-01T12:00:00Z");

function hit(bucket: string, now: Date) {
  return hitRateLimit({ db: database.db(), bucket, limit: 3, windowMs: TEN_MINUTES, now, cleanupChance: 0 });
}

describe("rate limits", () => {
  it("allows the limit within a window, refuses the next, and starts again in the next window", async () => {
    const results = [];
    for (let minute = 0; minute < 4; minute++) {
      results.push(await hit("contact:203.0.113.7", new Date(start.getTime() + minute * 60_000)));
    }
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(7 * 60);
    expect((await hit("contact:203.0.113.7", new Date(start.getTime() + TEN_MINUTES))).allowed).toBe(true);
    expect((await hit("contact:198.51.100.1", start)).allowed).toBe(true);
  });

  it("counts every one of many simultaneous requests exactly once", async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => hit("subscribe:203.0.113.9", start)));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
  });

  it("deletes old windows, now and then and on request", async () => {
    await hit("contact:a", new Date(start.getTime() - 3 * 24 * 60 * 60 * 1000));
    await hit("contact:b", start);
    expect(await deleteExpiredRateLimitWindows({ db: database.db(), before: new Date(start.getTime() - 1000) })).toBe(
      1,
    );
    await hit("contact:c", new Date(start.getTime() - 3 * 24 * 60 * 60 * 1000));
    await hitRateLimit({
      db: database.db(),
      bucket: "contact:d",
      limit: 3,
      windowMs: TEN_MINUTES,
      now: start,
      cleanupChance: 1,
    });
    const buckets = (await database.db().select().from(rateLimitCounters)).map((row) => row.bucket).sort();
    expect(buckets).toEqual(["contact:b", "contact:d"]);
  });

  it("counts an IPv6 client by its /64 network", () => {
    expect(clientBucket("contact", "2001:db8:1:2:aaaa::1")).toBe(
      clientBucket("contact", "2001:0db8:1:2:bbbb:cccc:dddd:eeee"),
    );
    expect(clientBucket("contact", "2001:db8:1:2::1")).toBe("contact:2001:db8:1:2::/64");
    expect(clientBucket("contact", "2001:db8::1")).toBe("contact:2001:db8:0:0::/64");
    expect(clientBucket("contact", "2001:db8:1:3::1")).not.toBe(clientBucket("contact", "2001:db8:1:2::1"));
    expect(clientBucket("contact", "::ffff:203.0.113.7")).toBe("contact:203.0.113.7");
    expect(clientBucket("subscribe", "203.0.113.7")).toBe("subscribe:203.0.113.7");
  });
});
