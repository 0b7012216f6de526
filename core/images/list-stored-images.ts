import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { images, imageVariants } from "#db/schema";

/** A stored image as a picker offers it: a thumbnail, the copy to put in an email, and what it shows. */
export type StoredImageChoice = {
  id: string;
  /** The smallest JPEG copy. */
  thumbnail: string;
  /** The JPEG copy for an email 600 px wide (see EMAIL_IMAGE_MIN_WIDTH). */
  emailSrc: string;
  width: number;
  height: number;
  /** What the site says the picture shows where it is used (a hero's description, a person's name), else "". */
  alt: string;
};

/**
 * An email is 600 px wide at most; a copy 1.5 times that is sharp on most
 * screens. The smallest copy at least this wide is used, else the widest
 * there is: never the upload itself (a phone photo of 12 MP), which the store
 * does not keep.
 */
export const EMAIL_IMAGE_MIN_WIDTH = 900;

const MOST = 60;

/** The site's stored images, newest first (or the ones of `ids`), with their copies for a picker. */
export async function listStoredImages({ db, ids }: { db: Executor; ids?: string[] }): Promise<StoredImageChoice[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({
      id: images.id,
      width: images.width,
      height: images.height,
      alt: sql<string>`coalesce(
        (select coalesce(nullif(h.description, ''), h.name) from hero_images h where h.image_id = ${images.id} limit 1),
        (select 'Portrait of ' || t.name from team_members t where t.image_id = ${images.id} limit 1),
        (select 'Photo of ' || t.name from testimonials t where t.image_id = ${images.id} limit 1),
        (select c.title from class_types c where c.featured_image_id = ${images.id} limit 1),
        '')`,
    })
    .from(images)
    .where(ids ? inArray(images.id, ids) : undefined)
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(MOST);
  if (rows.length === 0) return [];
  const copies = await db
    .select({
      imageId: imageVariants.imageId,
      fileName: imageVariants.fileName,
      width: imageVariants.width,
      height: imageVariants.height,
    })
    .from(imageVariants)
    .where(
      and(
        eq(imageVariants.format, "jpeg"),
        inArray(
          imageVariants.imageId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(imageVariants.width);

  const choices: StoredImageChoice[] = [];
  for (const row of rows) {
    // A landscape hero's portrait crops are taller than wide: not the picture as a whole.
    const own = copies.filter(
      (copy) => copy.imageId === row.id && !(row.width > row.height && copy.height > copy.width),
    );
    const smallest = own[0];
    const forEmail = own.find((copy) => copy.width >= EMAIL_IMAGE_MIN_WIDTH) ?? own.at(-1);
    if (!smallest || !forEmail) continue;
    choices.push({
      id: row.id,
      thumbnail: `/media/${smallest.fileName}`,
      emailSrc: `/media/${forEmail.fileName}`,
      width: row.width,
      height: row.height,
      alt: row.alt.trim(),
    });
  }
  return choices;
}
