import { eq } from "drizzle-orm";
import { deleteUnusedImage } from "#core/images/delete-unused-image";
import type { Executor } from "#db/client";
import { heroImages } from "#db/schema";
import { type HeroImageActor, recordHeroImageEvent } from "./hero-image-writes";

export type DeleteHeroImageResult = { ok: true; name: string } | { ok: false; reason: "not-found" };

/** Deletes a hero image, and its stored picture when nothing else shows it. Its page falls back to the default. */
export async function deleteHeroImage({
  db,
  id,
  actor,
}: {
  db: Executor;
  id: string;
  actor: HeroImageActor;
}): Promise<DeleteHeroImageResult> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(heroImages).where(eq(heroImages.id, id)).returning();
    if (!deleted) return { ok: false, reason: "not-found" } as const;
    if (deleted.imageId) await deleteUnusedImage({ db: tx, imageId: deleted.imageId });
    await recordHeroImageEvent({
      tx,
      actor,
      action: "delete",
      heroImageId: id,
      details: { name: deleted.name, pageAssignment: deleted.pageAssignment, wasActive: deleted.isActive },
    });
    return { ok: true, name: deleted.name } as const;
  });
}
