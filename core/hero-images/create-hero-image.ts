import type { Executor } from "#db/client";
import { heroImages } from "#db/schema";
import type { HeroImageFields } from "#rules/hero-image";
import { deactivatePageImages } from "./deactivate-page-images";
import { lockHeroPage } from "./lock-hero-page";
import { recordHeroImageEvent } from "./record-hero-image-event";
import { type HeroImageActor, type HeroImageSource, sourceColumns } from "./source-columns";

export type HeroImageRow = typeof heroImages.$inferSelect;

/**
 * Adds a hero image. Saved as active, it replaces the page's active image in
 * the same transaction; an unassigned image is never active.
 */
export async function createHeroImage({
  db,
  fields,
  source,
  actor,
}: {
  db: Executor;
  fields: Pick<HeroImageFields, "name" | "description" | "pageAssignment" | "isActive">;
  source: HeroImageSource;
  actor: HeroImageActor;
}): Promise<HeroImageRow> {
  const page = fields.pageAssignment;
  const isActive = fields.isActive && page !== "unassigned";
  return db.transaction(async (tx) => {
    if (isActive) {
      await lockHeroPage({ tx, page });
      await deactivatePageImages({ tx, page, except: null });
    }
    const [row] = await tx
      .insert(heroImages)
      .values({
        name: fields.name,
        description: fields.description,
        pageAssignment: page,
        isActive,
        uploadedBy: actor.actorEmail || "admin",
        ...sourceColumns(source),
      })
      .returning();
    if (!row) throw new Error("Hero image insert returned no row");
    await recordHeroImageEvent({
      tx,
      actor,
      action: "create",
      heroImageId: row.id,
      details: { name: row.name, pageAssignment: page, isActive, source: source.kind },
    });
    return row;
  });
}
