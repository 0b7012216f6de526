import type { Executor } from "#db/client";
import { getResponsiveImages } from "./get-responsive-images";

type ImageColumns = { imageId: string | null; imageUrl: string | null };

/**
 * Adds `imageSrc` to each row: its stored image's smallest variant, else its
 * outside link, else null. Enough for a thumbnail in a back-office table or form.
 */
export async function withImagePreviews<Row extends ImageColumns>({
  db,
  rows,
}: {
  db: Executor;
  rows: Row[];
}): Promise<(Row & { imageSrc: string | null })[]> {
  const pictures = await getResponsiveImages({ db, imageIds: rows.map((row) => row.imageId) });
  return rows.map((row) => ({
    ...row,
    imageSrc: (row.imageId ? pictures.get(row.imageId)?.smallest : null) ?? row.imageUrl,
  }));
}
