import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { getResponsiveImages } from "#core/images/get-responsive-images";
import type { Executor } from "#db/client";
import { heroImages } from "#db/schema";
import type { HeroPageAssignment } from "#rules/allowed-values";

export type HeroImageListItem = {
  id: string;
  name: string;
  description: string;
  pageAssignment: HeroPageAssignment;
  isActive: boolean;
  uploadedBy: string;
  fileSize: number;
  width: number;
  height: number;
  createdAt: Date;
  updatedAt: Date;
  /** An outside http(s) link; null for an image in the store. */
  linkUrl: string | null;
  /** A small copy for the card. */
  thumbnailUrl: string;
  /** The largest copy, for the preview. */
  previewUrl: string;
};

type HeroImageFilter = { search?: string; page?: HeroPageAssignment | "all" };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Hero images, newest first, optionally searched by name and description and filtered by page. */
export async function listHeroImages({
  db,
  search = "",
  page = "all",
}: { db: Executor } & HeroImageFilter): Promise<HeroImageListItem[]> {
  const conditions: SQL[] = [];
  const words = search.trim();
  if (words) {
    const pattern = `%${escapeLike(words)}%`;
    const matches = or(ilike(heroImages.name, pattern), ilike(heroImages.description, pattern));
    if (matches) conditions.push(matches);
  }
  if (page !== "all") conditions.push(eq(heroImages.pageAssignment, page));

  const rows = await db
    .select()
    .from(heroImages)
    .where(and(...conditions))
    .orderBy(desc(heroImages.createdAt), desc(heroImages.id));
  const pictures = await getResponsiveImages({ db, imageIds: rows.map((row) => row.imageId) });

  return rows.map(({ imageId, imageUrl, pageAssignment, ...row }) => {
    const picture = imageId ? pictures.get(imageId) : undefined;
    return {
      ...row,
      pageAssignment: pageAssignment as HeroPageAssignment,
      linkUrl: imageUrl,
      thumbnailUrl: picture?.smallest ?? imageUrl ?? "",
      previewUrl: picture?.largest ?? imageUrl ?? "",
    };
  });
}
