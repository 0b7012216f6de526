import { asc, isNotNull } from "drizzle-orm";
import type { Executor } from "#db/client";
import { heroImages } from "#db/schema";

export type ShareImageChoice = { imageId: string; name: string };

/** Stored images the owner can choose as the share image: the hero image library's uploads. */
export async function listShareImageChoices({ db }: { db: Executor }): Promise<ShareImageChoice[]> {
  const rows = await db
    .selectDistinctOn([heroImages.imageId], { imageId: heroImages.imageId, name: heroImages.name })
    .from(heroImages)
    .where(isNotNull(heroImages.imageId))
    .orderBy(heroImages.imageId, asc(heroImages.name));
  return rows
    .flatMap((row) => (row.imageId ? [{ imageId: row.imageId, name: row.name }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}
