import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";

/**
 * Deletes a stored image and its variants once nothing refers to it any more.
 * The store keeps one copy of identical uploads, so another hero image, team
 * member, testimonial, class type or the share image may still show it, and
 * a row in the trash keeps its image until it is deleted forever.
 */
export async function deleteUnusedImage({ db, imageId }: { db: Executor; imageId: string }): Promise<boolean> {
  const result = (await db.execute(sql`
    delete from images where id = ${imageId}
      and not exists (select 1 from hero_images where image_id = ${imageId})
      and not exists (select 1 from team_members where image_id = ${imageId})
      and not exists (select 1 from testimonials where image_id = ${imageId})
      and not exists (select 1 from class_types where featured_image_id = ${imageId})
      and not exists (select 1 from site_settings where share_image_id = ${imageId})
      and not exists (select 1 from trash_items where image_ids @> array[${imageId}::uuid])
    returning id
  `)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
