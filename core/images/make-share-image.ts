import type { Executor } from "#db/client";
import { getImageVariant, type ImageVariantFile } from "./get-image-variant";
import { oneImageAtATime } from "./one-image-at-a-time";
import { loadSharp } from "./sharp";

/** The size social sites show a shared link's picture at (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A stored JPEG variant cropped to the share size, centred on what draws the
 * eye; null when there is no such variant.
 */
export async function makeShareImage({
  db,
  fileName,
}: {
  db: Executor;
  fileName: string;
}): Promise<ImageVariantFile | null> {
  const source = await getImageVariant({ db, fileName });
  if (source?.format !== "jpeg") return null;
  const sharp = await loadSharp();
  const data = await oneImageAtATime(() =>
    sharp(source.data)
      .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: "cover", position: "attention" })
      .jpeg({ quality: 80, mozjpeg: true, progressive: true })
      .toBuffer(),
  );
  return { data, format: "jpeg", byteSize: data.length };
}
