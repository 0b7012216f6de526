import { describe, expect, it } from "vitest";
import { backend, withTestDatabase } from "#tests/setup/database";
import { withDatabaseThatGoesDown } from "#tests/setup/database-that-goes-down";
import { recordingLogger } from "#tests/setup/recording-logger";
import { createOutageTracker } from "./database-outage";
import { startScheduledJob } from "./scheduled-job";
import { createShutdownRegistry } from "./shutdown";

const database = withTestDatabase();
const databaseThatGoesDown = withDatabaseThatGoesDown(database);

describe("scheduled jobs while the database is away", () => {
  it("say once that it went away, with no stack, however many checks fail, and once that it is back", async () => {
    const { handle, goDown, comeBack } = await databaseThatGoesDown();
    const { logger, lines } = recordingLogger();
    const shutdown = createShutdownRegistry();
    const outage = createOutageTracker(logger);
    let runs = 0;
    // Two jobs, as the server has several, telling one tracker.
    for (const name of ["reminders", "visits tidy-up"]) {
      startScheduledJob({
        db: handle.db,
        logger,
        shutdown,
        outage,
        checkEveryMs: 20,
        firstCheckAfterMs: 0,
        job: {
          name,
          claimKey: `${name}_next_due`,
          schedule: { everyMs: 0 },
          async run() {
            runs++;
          },
        },
      });
    }
    try {
      await expect.poll(() => runs, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      await goDown();
      const downAt = lines.length;
      // Dozens of failed checks.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (backend === "postgres") {
        comeBack();
        await expect.poll(() => outage.down, { timeout: 20_000 }).toBe(false);
      }
      const during = lines.slice(downAt);
      expect(during.map((line) => [line.level, line.msg])).toEqual([
        [50, "database unreachable"],
        // A closed embedded database does not come back.
        ...(backend === "postgres" ? [[40, "database reachable again"]] : []),
      ]);
      expect(during.filter((line) => "err" in line)).toEqual([]);
    } finally {
      await shutdown.stopWorkers(logger, Date.now() + 5000);
    }
  });
});
