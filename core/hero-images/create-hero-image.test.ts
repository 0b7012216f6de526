import { describe, expect, it } from "vitest";
import { auditLog, heroImages } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { heroActor, heroFields, linkSource, storedSource } from "#tests/setup/hero-images";
import { createHeroImage } from "./create-hero-image";

const database = withTestDatabase();

describe("adding a hero image", () => {
  it("keeps an uploaded image with its real size and dimensions, the uploader and an audit record", async () => {
    const db = database.db();
    const source = await storedSource(db, { width: 1600, height: 900 });
    const row = await createHeroImage({ db, fields: heroFields("Spring banner"), source, actor: heroActor });
    expect(row).toMatchObject({
      name: "Spring banner",
      description: "Spring banner description",
      pageAssignment: "home",
      isActive: false,
      uploadedBy: "owner@example.com",
      imageUrl: null,
      width: 1600,
      height: 900,
      fileSize: source.kind === "stored" ? source.image.byteSize : -1,
    });
    expect(row.fileSize).toBeGreaterThan(0);
    const [event] = await db.select().from(auditLog);
    expect(event).toMatchObject({
      action: "create",
      targetType: "hero_image",
      targetId: row.id,
      actorEmail: "owner@example.com",
      ipAddress: "203.0.113.9",
    });
  });

  it("links an outside image as given, with the dimensions the browser read", async () => {
    const row = await createHeroImage({
      db: database.db(),
      fields: heroFields("Beach", "about"),
      source: linkSource(),
      actor: heroActor,
    });
    expect(row).toMatchObject({
      imageUrl: "https://images.example.com/beach.jpg",
      imageId: null,
      width: 2400,
      height: 1600,
      fileSize: 0,
    });
  });

  it("saved as active, replaces the page's active image and leaves other pages alone", async () => {
    const db = database.db();
    const first = await createHeroImage({
      db,
      fields: heroFields("First", "home", true),
      source: linkSource(),
      actor: heroActor,
    });
    const coaching = await createHeroImage({
      db,
      fields: heroFields("Coaching", "coaching", true),
      source: linkSource(),
      actor: heroActor,
    });
    const second = await createHeroImage({
      db,
      fields: heroFields("Second", "home", true),
      source: linkSource(),
      actor: heroActor,
    });
    const rows = await db.select().from(heroImages);
    const active = Object.fromEntries(rows.map((row) => [row.id, row.isActive]));
    expect(active).toEqual({ [first.id]: false, [second.id]: true, [coaching.id]: true });
  });

  it("never makes an unassigned image active", async () => {
    const row = await createHeroImage({
      db: database.db(),
      fields: heroFields("Spare", "unassigned", true),
      source: linkSource(),
      actor: heroActor,
    });
    expect(row.isActive).toBe(false);
  });
});
