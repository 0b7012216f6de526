import { eq, inArray } from "drizzle-orm";
import type { Executor } from "#db/client";
import { images, imageVariants } from "#db/schema";

/** What a page needs to show a stored image responsively. */
export type ResponsiveImage = {
  width: number;
  height: number;
  /** `srcset` strings per format, widest last. */
  srcSet: { avif: string; webp: string; jpeg: string };
  /** A landscape hero's 3:5 crop for phones held upright (core/images/store-image.ts), when it has one. */
  portraitSrcSet: { avif: string; webp: string; jpeg: string } | null;
  /** The smallest JPEG, and the widest one, as plain URLs. */
  smallest: string;
  largest: string;
};

/** Loads the variants of several images at once, keyed by image id. */
export async function getResponsiveImages({
  db,
  imageIds,
}: {
  db: Executor;
  imageIds: (string | null | undefined)[];
}): Promise<Map<string, ResponsiveImage>> {
  const ids = [...new Set(imageIds.filter((id): id is string => Boolean(id)))];
  const result = new Map<string, ResponsiveImage>();
  if (ids.length === 0) return result;

  const rows = await db
    .select({
      imageId: imageVariants.imageId,
      fileName: imageVariants.fileName,
      format: imageVariants.format,
      width: imageVariants.width,
      height: imageVariants.height,
      imageWidth: images.width,
      imageHeight: images.height,
    })
    .from(imageVariants)
    .innerJoin(images, eq(images.id, imageVariants.imageId))
    .where(inArray(imageVariants.imageId, ids))
    .orderBy(imageVariants.width);

  for (const id of ids) {
    const all = rows.filter((row) => row.imageId === id);
    const first = all[0];
    if (!first) continue;
    // Copies taller than wide of a landscape image are its portrait crop.
    const isCrop = (row: (typeof all)[number]) => row.imageWidth > row.imageHeight && row.height > row.width;
    const own = all.filter((row) => !isCrop(row));
    const crops = all.filter(isCrop);
    const srcSetOf = (list: typeof all, format: string) =>
      list
        .filter((row) => row.format === format)
        .map((row) => `/media/${row.fileName} ${row.width}w`)
        .join(", ");
    const jpegs = own.filter((row) => row.format === "jpeg");
    result.set(id, {
      width: first.imageWidth,
      height: first.imageHeight,
      srcSet: { avif: srcSetOf(own, "avif"), webp: srcSetOf(own, "webp"), jpeg: srcSetOf(own, "jpeg") },
      portraitSrcSet:
        crops.length > 0
          ? { avif: srcSetOf(crops, "avif"), webp: srcSetOf(crops, "webp"), jpeg: srcSetOf(crops, "jpeg") }
          : null,
      smallest: `/media/${jpegs[0]?.fileName}`,
      largest: `/media/${jpegs.at(-1)?.fileName}`,
    });
  }
  return result;
}
