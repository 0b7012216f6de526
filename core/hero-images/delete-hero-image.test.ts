import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purgeTrashItem } from "#core/trash/purge-trash-item";
import { auditLog, heroImages, images, imageVariants, testimonials } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { heroActor, heroFields, linkSource, storedSource } from "#tests/setup/hero-images";
import { createHeroImage } from "./create-hero-image";
import { deleteHeroImage } from "./delete-hero-image";

const database = withTestDatabase();

describe("deleting a hero image", () => {
  it("moves the image to the trash, keeps its stored copies until it is deleted forever, and records who deleted it", async () => {
    const db = database.db();
    const created = await createHeroImage({
      db,
      fields: heroFields("Old", "home", true),
      source: await storedSource(db),
      actor: heroActor,
    });
    const deleted = await deleteHeroImage({ db, id: created.id, actor: heroActor });
    expect(deleted).toEqual({ ok: true, name: "Old", trashId: expect.any(String) });
    expect(await db.select().from(heroImages)).toHaveLength(0);
    expect(await db.select().from(images)).toHaveLength(1);
    const [event] = await db.select().from(auditLog).where(eq(auditLog.action, "trash"));
    expect(event).toMatchObject({ targetType: "hero_image", targetId: created.id, details: { title: "Old" } });

    if (deleted.ok) await purgeTrashItem({ db, id: deleted.trashId, actor: heroActor });
    expect(await db.select().from(images)).toHaveLength(0);
    expect(await db.select().from(imageVariants)).toHaveLength(0);
  });

  it("keeps a stored picture that something else still shows", async () => {
    const db = database.db();
    const source = await storedSource(db);
    if (source.kind !== "stored") throw new Error("expected a stored image");
    const first = await createHeroImage({ db, fields: heroFields("One"), source, actor: heroActor });
    await createHeroImage({ db, fields: heroFields("Two"), source, actor: heroActor });
    await db.insert(testimonials).values({ name: "Ana", quote: "Great", imageId: source.image.id });
    const deleted = await deleteHeroImage({ db, id: first.id, actor: heroActor });
    if (deleted.ok) await purgeTrashItem({ db, id: deleted.trashId, actor: heroActor });
    expect(await db.select().from(images)).toHaveLength(1);
  });

  it("answers not found for a missing image", async () => {
    await createHeroImage({ db: database.db(), fields: heroFields("Kept"), source: linkSource(), actor: heroActor });
    const result = await deleteHeroImage({
      db: database.db(),
      id: "00000000-0000-4000-8000-000000000000",
      actor: heroActor,
    });
    expect(result).toEqual({ ok: false, error: "not-found" });
    expect(await database.db().select().from(heroImages)).toHaveLength(1);
  });
});
