import { and, asc, eq } from "drizzle-orm";
import { withImagePreviews } from "#core/images/with-image-previews";
import type { ListQuery } from "#core/lists/paging";
import { testimonials } from "#db/schema";
import { containsInAny } from "#db/search";
import type { TestimonialLocation } from "#rules/allowed-values";

/** Every testimonial for the back office, by location then display order; searched by name or quote. */
export async function listTestimonials({ db, search = "", status = "all" }: ListQuery) {
  const text = search.trim();
  const rows = await db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      quote: testimonials.quote,
      location: testimonials.location,
      displayOrder: testimonials.displayOrder,
      status: testimonials.status,
      imageId: testimonials.imageId,
      imageUrl: testimonials.imageUrl,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .where(
      and(
        containsInAny([testimonials.name, testimonials.quote], text),
        status !== "all" ? eq(testimonials.status, status) : undefined,
      ),
    )
    .orderBy(asc(testimonials.location), asc(testimonials.displayOrder), asc(testimonials.createdAt));
  const listed = await withImagePreviews({ db, rows });
  return listed.map((row) => ({ ...row, location: row.location as TestimonialLocation }));
}
