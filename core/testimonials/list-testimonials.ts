import { asc } from "drizzle-orm";
import { withImagePreviews } from "#core/images/with-image-previews";
import type { Executor } from "#db/client";
import { testimonials } from "#db/schema";
import type { TestimonialLocation } from "#rules/allowed-values";
import { testimonialFilterCondition } from "./testimonial-filter-condition";

/** The testimonials tab's search (name or quote), status and location filters ("all" for every value). */
export type TestimonialFilter = { search?: string; status?: string; location?: string };

/** By location, then display order; testimonials sharing an order stay in the order they were added. */
export const TESTIMONIAL_ORDER = [
  asc(testimonials.location),
  asc(testimonials.displayOrder),
  asc(testimonials.createdAt),
  asc(testimonials.id),
];

/** Every testimonial for the back office, by location then display order; searched by name or quote. */
export async function listTestimonials({ db, ...filter }: { db: Executor } & TestimonialFilter) {
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
    .where(testimonialFilterCondition(filter))
    .orderBy(...TESTIMONIAL_ORDER);
  const listed = await withImagePreviews({ db, rows });
  return listed.map((row) => ({ ...row, location: row.location as TestimonialLocation }));
}
