import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteTestimonial } from "#core/testimonials/delete-testimonial";
import { appSettings, auditLog, trashItems } from "#db/schema";
import { addTestimonial } from "#tests/setup/content";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { createLogger } from "./logger";
import { createShutdownRegistry } from "./shutdown";
import { startTrashPurge } from "./trash-schedule";

const database = withTestDatabase();

describe("the daily trash clean-up", () => {
  it("is claimed by one of two instances, empties expired items, and stops with the server", async () => {
    const db = database.db();
    const old = await addTestimonial(db, { name: "Old" });
    const recent = await addTestimonial(db, { name: "Recent" });
    await deleteTestimonial({ db, id: old.id, actor: testActor });
    await deleteTestimonial({ db, id: recent.id, actor: testActor });
    await db
      .update(trashItems)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(trashItems.rowId, old.id));

    const logger = createLogger("silent");
    const shutdown = createShutdownRegistry();
    for (let instance = 0; instance < 2; instance++)
      startTrashPurge({ db, logger, shutdown, firstCheckAfterMs: 0, checkEveryMs: 50 });

    await expect
      .poll(async () => (await db.select({ title: trashItems.title }).from(trashItems)).map((item) => item.title))
      .toEqual(["Recent"]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await shutdown.stopWorkers(logger, Date.now() + 5000);

    const purges = await db.select().from(auditLog).where(eq(auditLog.action, "purge"));
    expect(purges).toEqual([expect.objectContaining({ targetId: old.id, actorEmail: "automatic clean-up" })]);
    // The next run is due in a day: the checks every 50 ms since did not run it again.
    const [due] = await db.select().from(appSettings).where(eq(appSettings.key, "trash_purge_next_due"));
    expect(Date.parse(String(due?.value)) - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });
});
