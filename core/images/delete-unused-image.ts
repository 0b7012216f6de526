import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";

/**
 * Deletes a stored image and its variants once nothing refers to it any more.
 * The store keeps one copy of identical uploads, so another hero image, team
 * member, testimonial, class type or the share image may still show it, and
 * a row in the trash keeps its image until it is deleted forever. A newsletter
 * issue shows an image by one of its copies' addresses (`/media/<file>`) in its
 * Markdown, so an issue, or one in the trash, whose text names a copy keeps it:
 * sent issues stay readable in mail programs and in the archive.
 */
export async function deleteUnusedImage({ db, imageId }: { db: Executor; imageId: string }): Promise<boolean> {
  const deleted = await queryRows<unknown>(
    db,
    sql`
    delete from images where id = ${imageId}
      and not exists (select 1 from hero_images where image_id = ${imageId})
      and not exists (select 1 from team_members where image_id = ${imageId})
      and not exists (select 1 from testimonials where image_id = ${imageId})
      and not exists (select 1 from class_types where featured_image_id = ${imageId})
      and not exists (select 1 from site_settings where share_image_id = ${imageId})
      and not exists (select 1 from trash_items where image_ids @> array[${imageId}::uuid])
      and not exists (
        select 1 from image_variants v
        where v.image_id = ${imageId}
          and (
            exists (select 1 from newsletter_issues n where strpos(n.body, '/media/' || v.file_name) > 0)
            or exists (
              select 1 from trash_items t
              where t.kind = 'newsletter_issue' and strpos(t.rows::text, '/media/' || v.file_name) > 0
            )
          )
      )
    returning id
  `,
  );
  return deleted.length > 0;
}
