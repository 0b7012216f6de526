import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { imageVariants } from "#db/schema";

export type ImageVariantFile = { data: Buffer; format: string; byteSize: number };

/** One stored copy of an image, by the file name its URL carries. */
export async function getImageVariant({
  db,
  fileName,
}: {
  db: Executor;
  fileName: string;
}): Promise<ImageVariantFile | null> {
  const [variant] = await db
    .select({ data: imageVariants.data, format: imageVariants.format, byteSize: imageVariants.byteSize })
    .from(imageVariants)
    .where(eq(imageVariants.fileName, fileName))
    .limit(1);
  return variant ?? null;
}
