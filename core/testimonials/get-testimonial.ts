import { eq } from "drizzle-orm";
import { withImagePreviews } from "#core/images/with-image-previews";
import type { Executor } from "#db/client";
import { testimonials } from "#db/schema";
import { isUuid } from "#rules/ids";

/** One testimonial with a preview of its photo; null when there is no such testimonial. */
export async function getTestimonial({ db, id }: { db: Executor; id: string }) {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  const [testimonial] = await withImagePreviews({ db, rows });
  return testimonial ?? null;
}
