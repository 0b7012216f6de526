import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, heroImages } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { heroActor, heroFields, linkSource, storedSource } from "#tests/setup/hero-images";
import { createHeroImage } from "./create-hero-image";
import { updateHeroImage } from "./update-hero-image";

const database = withTestDatabase();
const editor = { ...heroActor, actorEmail: "editor@example.com" };

async function rowOf(id: string) {
  const [row] = await database.db().select().from(heroImages).where(eq(heroImages.id, id));
  return row;
}

describe("editing a hero image", () => {
  it("changes the fields and keeps the picture when no new one is given", async () => {
    const db = database.db();
    const source = await storedSource(db);
    const created = await createHeroImage({ db, fields: heroFields("Draft"), source, actor: heroActor });
    const result = await updateHeroImage({
      db,
      id: created.id,
      fields: { name: "Final", description: "", pageAssignment: "events", isActive: false },
      actor: editor,
    });
    expect(result.ok).toBe(true);
    expect(await rowOf(created.id)).toMatchObject({
      name: "Final",
      description: "",
      pageAssignment: "events",
      imageId: created.imageId,
      fileSize: created.fileSize,
      width: created.width,
      uploadedBy: "editor@example.com",
    });
    const events = await db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(events.map((event) => event.action)).toEqual(["create", "update"]);
  });

  it("replaces the picture when a new one is given, from upload to link and back", async () => {
    const db = database.db();
    const created = await createHeroImage({
      db,
      fields: heroFields("Swap"),
      source: await storedSource(db),
      actor: heroActor,
    });
    await updateHeroImage({ db, id: created.id, fields: heroFields("Swap"), source: linkSource(), actor: heroActor });
    expect(await rowOf(created.id)).toMatchObject({
      imageId: null,
      imageUrl: "https://images.example.com/beach.jpg",
      fileSize: 0,
      width: 2400,
    });
    const png = await storedSource(db, { format: "png", width: 1000, height: 500 });
    await updateHeroImage({ db, id: created.id, fields: heroFields("Swap"), source: png, actor: heroActor });
    expect(await rowOf(created.id)).toMatchObject({ imageUrl: null, width: 1000, height: 500 });
  });

  it("saved as active, replaces the page's active image; moved to unassigned, stops being active", async () => {
    const db = database.db();
    const current = await createHeroImage({
      db,
      fields: heroFields("Current", "about", true),
      source: linkSource(),
      actor: heroActor,
    });
    const next = await createHeroImage({
      db,
      fields: heroFields("Next", "about"),
      source: linkSource(),
      actor: heroActor,
    });
    await updateHeroImage({ db, id: next.id, fields: heroFields("Next", "about", true), actor: heroActor });
    expect((await rowOf(current.id))?.isActive).toBe(false);
    expect((await rowOf(next.id))?.isActive).toBe(true);

    await updateHeroImage({ db, id: next.id, fields: heroFields("Next", "unassigned", true), actor: heroActor });
    expect(await rowOf(next.id)).toMatchObject({ pageAssignment: "unassigned", isActive: false });
  });

  it("answers not found for a missing image and records nothing", async () => {
    const result = await updateHeroImage({
      db: database.db(),
      id: "00000000-0000-4000-8000-000000000000",
      fields: heroFields("Ghost"),
      actor: heroActor,
    });
    expect(result).toEqual({ ok: false, error: "not-found" });
    expect(await database.db().select().from(auditLog)).toHaveLength(0);
  });
});
