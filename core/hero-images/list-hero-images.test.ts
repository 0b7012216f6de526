import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { heroImages } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { heroActor, heroFields, linkSource, storedSource } from "#tests/setup/hero-images";
import { createHeroImage } from "./create-hero-image";
import { getHeroImageUsageStats } from "./get-hero-image-usage-stats";
import { listHeroImages } from "./list-hero-images";

const database = withTestDatabase();

async function addAt(name: string, page: Parameters<typeof heroFields>[1], isActive: boolean, createdAt: string) {
  const db = database.db();
  const row = await createHeroImage({
    db,
    fields: heroFields(name, page, isActive),
    source: linkSource(),
    actor: heroActor,
  });
  await db
    .update(heroImages)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(heroImages.id, row.id));
  return row;
}

describe("listing hero images", () => {
  it("lists newest first, with a thumbnail and preview for stored and linked images", async () => {
    const db = database.db();
    await addAt("Oldest", "home", false, "2024-01-01T00:00:00Z");
    await addAt("Newest", "faq", false, "2024-03-01T00:00:00Z");
    const stored = await createHeroImage({
      db,
      fields: heroFields("Middle", "about"),
      source: await storedSource(db),
      actor: heroActor,
    });
    await db
      .update(heroImages)
      .set({ createdAt: new Date("2024-02-01T00:00:00Z") })
      .where(eq(heroImages.id, stored.id));

    const list = await listHeroImages({ db });
    expect(list.map((image) => image.name)).toEqual(["Newest", "Middle", "Oldest"]);
    const middle = list[1];
    expect(middle?.linkUrl).toBeNull();
    expect(middle?.thumbnailUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{16}-640\.jpg$/);
    expect(middle?.previewUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{16}-1600\.jpg$/);
    expect(list[0]).toMatchObject({
      linkUrl: "https://images.example.com/beach.jpg",
      thumbnailUrl: "https://images.example.com/beach.jpg",
    });
  });

  it("searches name and description, literally, and filters by page", async () => {
    await addAt("Summer 50% sale", "home", false, "2024-01-01T00:00:00Z");
    await addAt("Winter", "coaching", false, "2024-01-02T00:00:00Z");
    await addAt("Spare", "unassigned", false, "2024-01-03T00:00:00Z");
    const names = async (filter: Parameters<typeof listHeroImages>[0]) =>
      (await listHeroImages(filter)).map((image) => image.name);
    const db = database.db();
    expect(await names({ db, search: "winter" })).toEqual(["Winter"]);
    expect(await names({ db, search: "50%" })).toEqual(["Summer 50% sale"]);
    expect(await names({ db, search: "%" })).toEqual(["Summer 50% sale"]);
    expect(await names({ db, search: "description" })).toHaveLength(3);
    expect(await names({ db, page: "unassigned" })).toEqual(["Spare"]);
    expect(await names({ db, page: "coaching", search: "summer" })).toEqual([]);
  });
});

describe("hero image usage stats", () => {
  it("counts images, active images, covered pages and bytes, per page", async () => {
    const db = database.db();
    const stored = await storedSource(db);
    await createHeroImage({ db, fields: heroFields("Home 1", "home", true), source: stored, actor: heroActor });
    await createHeroImage({ db, fields: heroFields("Home 2", "home"), source: stored, actor: heroActor });
    await createHeroImage({ db, fields: heroFields("FAQ", "faq", true), source: linkSource(), actor: heroActor });
    await createHeroImage({ db, fields: heroFields("Spare", "unassigned"), source: linkSource(), actor: heroActor });

    const stats = await getHeroImageUsageStats({ db });
    const bytes = stored.kind === "stored" ? stored.image.byteSize : 0;
    expect(stats).toEqual({
      total: 4,
      active: 2,
      pagesCovered: 2,
      totalBytes: 2 * bytes,
      byPage: {
        unassigned: { count: 1, active: 0 },
        home: { count: 2, active: 1 },
        coaching: { count: 0, active: 0 },
        events: { count: 0, active: 0 },
        about: { count: 0, active: 0 },
        faq: { count: 1, active: 1 },
      },
    });
  });

  it("is all zeros with no images", async () => {
    const stats = await getHeroImageUsageStats({ db: database.db() });
    expect(stats).toMatchObject({ total: 0, active: 0, pagesCovered: 0, totalBytes: 0 });
  });
});
