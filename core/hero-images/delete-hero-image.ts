import { eq } from "drizzle-orm";
import { deleteUnusedImage } from "#core/images/delete-unused-image";
import { NOT_FOUND, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { heroImages } from "#db/schema";
import { type HeroImageActor, recordHeroImageEvent } from "./hero-image-writes";

type DeleteHeroImageResult = Result<{ name: string }>;

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
  return db.transaction(async (tx): Promise<DeleteHeroImageResult> => {
    const [deleted] = await tx.delete(heroImages).where(eq(heroImages.id, id)).returning();
    if (!deleted) return NOT_FOUND;
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
