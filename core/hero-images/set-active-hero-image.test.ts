import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, heroImages } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { heroActor, heroFields, linkSource } from "#tests/setup/hero-images";
import { createHeroImage } from "./create-hero-image";
import { setActiveHeroImage } from "./set-active-hero-image";
import { updateHeroImage } from "./update-hero-image";

const database = withTestDatabase();

function add(name: string, page: Parameters<typeof heroFields>[1] = "home", isActive = false) {
  return createHeroImage({
    db: database.db(),
    fields: heroFields(name, page, isActive),
    source: linkSource(),
    actor: heroActor,
  });
}

async function activeNames(page: string) {
  const rows = await database
    .db()
    .select({ name: heroImages.name })
    .from(heroImages)
    .where(and(eq(heroImages.pageAssignment, page), eq(heroImages.isActive, true)));
  return rows.map((row) => row.name);
}

describe("setting the active hero image", () => {
  it("deactivates the page's other image, activates this one and stamps its update time", async () => {
    const old = await add("Old", "home", true);
    const next = await add("Next", "home");
    const other = await add("Events", "events", true);
    const result = await setActiveHeroImage({ db: database.db(), id: next.id, actor: heroActor });
    expect(result).toEqual({ ok: true, page: "home" });
    expect(await activeNames("home")).toEqual(["Next"]);
    expect(await activeNames("events")).toEqual(["Events"]);
    const [row] = await database.db().select().from(heroImages).where(eq(heroImages.id, next.id));
    expect(row?.updatedAt.getTime()).toBeGreaterThan(next.updatedAt.getTime());
    const events = await database.db().select().from(auditLog).where(eq(auditLog.targetId, next.id));
    expect(events.at(-1)).toMatchObject({ action: "update", details: { activated: "home" } });
    expect(old.id).not.toBe(other.id);
  });

  it("refuses an unassigned image and a missing one, changing nothing", async () => {
    const active = await add("Active", "home", true);
    const spare = await add("Spare", "unassigned");
    expect(await setActiveHeroImage({ db: database.db(), id: spare.id, actor: heroActor })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "unassigned",
    });
    expect(
      await setActiveHeroImage({ db: database.db(), id: "00000000-0000-4000-8000-000000000000", actor: heroActor }),
    ).toEqual({ ok: false, error: "not-found" });
    expect(await activeNames("home")).toEqual([active.name]);
  });

  it("leaves exactly one active image when two requests for one page arrive at once", async () => {
    const images = await Promise.all(["A", "B", "C", "D"].map((name) => add(name, "coaching")));
    for (let round = 0; round < 5; round++) {
      const [first, second] = [images[round % 4], images[(round + 1) % 4]];
      if (!first || !second) throw new Error("missing image");
      const results = await Promise.all([
        setActiveHeroImage({ db: database.db(), id: first.id, actor: heroActor }),
        setActiveHeroImage({ db: database.db(), id: second.id, actor: heroActor }),
      ]);
      expect(results).toEqual([
        { ok: true, page: "coaching" },
        { ok: true, page: "coaching" },
      ]);
      const active = await activeNames("coaching");
      expect(active).toHaveLength(1);
      expect([first.name, second.name]).toContain(active[0]);
    }
  });

  it("keeps one active image when an edit saves another image as active at the same moment", async () => {
    const [left, right] = await Promise.all([add("Left", "faq"), add("Right", "faq")]);
    if (!left || !right) throw new Error("missing image");
    const results = await Promise.all([
      setActiveHeroImage({ db: database.db(), id: left.id, actor: heroActor }),
      updateHeroImage({ db: database.db(), id: right.id, fields: heroFields("Right", "faq", true), actor: heroActor }),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await activeNames("faq")).toHaveLength(1);
  });
});
