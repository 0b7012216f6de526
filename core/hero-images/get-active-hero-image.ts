import { and, desc, eq } from "drizzle-orm";
import { getResponsiveImages, type ResponsiveImage } from "#core/images/get-responsive-images";
import type { Executor } from "#db/client";
import { heroImages } from "#db/schema";
import type { HeroPage } from "#rules/allowed-values";

type ActiveHeroImage = {
  id: string;
  name: string;
  description: string;
  /** Set for uploaded images. */
  image: ResponsiveImage | null;
  /** Set for images linked by URL. */
  imageUrl: string | null;
  width: number;
  height: number;
};

/** The active hero image of a page, or null when the page has none. */
export async function getActiveHeroImage({
  db,
  page,
}: {
  db: Executor;
  page: HeroPage;
}): Promise<ActiveHeroImage | null> {
  const [row] = await db
    .select()
    .from(heroImages)
    .where(and(eq(heroImages.pageAssignment, page), eq(heroImages.isActive, true)))
    .orderBy(desc(heroImages.updatedAt))
    .limit(1);
  if (!row) return null;
  const pictures = await getResponsiveImages({ db, imageIds: [row.imageId] });
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.imageId ? (pictures.get(row.imageId) ?? null) : null,
    imageUrl: row.imageUrl,
    width: row.width || 1920,
    height: row.height || 1080,
  };
}
