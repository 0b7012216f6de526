import { eq } from "drizzle-orm";
import { checkEditVersion, type StaleEdit } from "#core/edit-versions/check-edit-version";
import { NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { heroImages } from "#db/schema";
import type { OpenedVersion } from "#rules/edit-version";
import type { HeroImageFields } from "#rules/hero-image";
import type { HeroImageRow } from "./create-hero-image";
import { deactivatePageImages } from "./deactivate-page-images";
import { lockHeroPage } from "./lock-hero-page";
import { recordHeroImageEvent } from "./record-hero-image-event";
import { type HeroImageActor, type HeroImageSource, sourceColumns } from "./source-columns";

type UpdateHeroImageResult = Result<{ heroImage: HeroImageRow }, NotFound | StaleEdit>;

/**
 * Changes a hero image's fields and, when a new one is given, its picture.
 * Saved as active, it replaces the page's active image in the same
 * transaction; moved to unassigned, it stops being active. Refused when the
 * image was saved after `opened`.
 */
export async function updateHeroImage({
  db,
  id,
  fields,
  source,
  actor,
  opened,
}: {
  db: Executor;
  id: string;
  fields: Pick<HeroImageFields, "name" | "description" | "pageAssignment" | "isActive">;
  /** Omitted: the picture stays as it is. */
  source?: HeroImageSource;
  actor: HeroImageActor;
  /** The version the form was opened at. */
  opened?: OpenedVersion;
}): Promise<UpdateHeroImageResult> {
  const page = fields.pageAssignment;
  const isActive = fields.isActive && page !== "unassigned";
  return db.transaction(async (tx): Promise<UpdateHeroImageResult> => {
    const stale = await checkEditVersion({ tx, type: "hero_image", id, opened });
    if (stale) return stale;
    // The page before the row: the order every activating write follows.
    if (isActive) await lockHeroPage({ tx, page });
    const [existing] = await tx
      .select({ id: heroImages.id })
      .from(heroImages)
      .where(eq(heroImages.id, id))
      .for("update");
    if (!existing) return NOT_FOUND;
    if (isActive) await deactivatePageImages({ tx, page, except: id });
    const [row] = await tx
      .update(heroImages)
      .set({
        name: fields.name,
        description: fields.description,
        pageAssignment: page,
        isActive,
        uploadedBy: actor.actorEmail || "admin",
        updatedAt: new Date(),
        ...(source ? sourceColumns(source) : {}),
      })
      .where(eq(heroImages.id, id))
      .returning();
    if (!row) return NOT_FOUND;
    await recordHeroImageEvent({
      tx,
      actor,
      action: "update",
      heroImageId: id,
      details: { name: row.name, pageAssignment: page, isActive, newPicture: source?.kind ?? null },
    });
    return { ok: true, heroImage: row } as const;
  });
}
