import { describe, expect, it } from "vitest";
import { writeVisits } from "#core/analytics/write-visits";
import { addDays, todayIn } from "#core/dates";
import { analyticsSalts, analyticsVisitors } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { heldView } from "#tests/setup/visits";
import { createLogger } from "./logger";
import { createShutdownRegistry } from "./shutdown";
import { startVisitTidying } from "./visit-schedule";

const database = withTestDatabase();
const ZONE = "Pacific/Auckland";

describe("the visit counting clean-up", () => {
  it("is run by one of two instances and deletes the hashes of days gone by", async () => {
    const db = database.db();
    const today = todayIn(ZONE);
    await writeVisits({
      db,
      site: "https://coach.example",
      views: [heldView(addDays(today, -1)), heldView(today)],
      conversions: [],
    });
    const logger = createLogger("silent");
    const shutdown = createShutdownRegistry();
    for (let instance = 0; instance < 2; instance++) {
      startVisitTidying({ db, logger, shutdown, timeZone: async () => ZONE, firstCheckAfterMs: 0, checkEveryMs: 50 });
    }
    await expect.poll(async () => (await db.select().from(analyticsSalts)).map((row) => row.day)).toEqual([today]);
    await shutdown.stopWorkers(logger, Date.now() + 5000);
    expect((await db.select().from(analyticsVisitors)).map((row) => row.day)).toEqual([today]);
  });
});
