import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";

/**
 * Deletes a stored image and its variants once nothing refers to it any more.
 * The store keeps one copy of identical uploads, so another hero image, team
 * member, testimonial or class type may still show it.
 */
export async function deleteUnusedImage({ db, imageId }: { db: Executor; imageId: string }): Promise<boolean> {
  const result = (await db.execute(sql`
    delete from images where id = ${imageId}
      and not exists (select 1 from hero_images where image_id = ${imageId})
      and not exists (select 1 from team_members where image_id = ${imageId})
      and not exists (select 1 from testimonials where image_id = ${imageId})
      and not exists (select 1 from class_types where featured_image_id = ${imageId})
    returning id
  `)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
