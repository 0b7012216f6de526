import { and, asc, eq, type SQL } from "drizzle-orm";
import { withImagePreviews } from "#core/images/with-image-previews";
import type { Executor } from "#db/client";
import { testimonials } from "#db/schema";
import { containsInAny } from "#db/search";
import type { TestimonialLocation } from "#rules/allowed-values";

/** The testimonials tab's search (name or quote), status and location filters ("all" for every value). */
export type TestimonialFilter = { search?: string; status?: string; location?: string };

export function testimonialFilterCondition({
  search = "",
  status = "all",
  location = "all",
}: TestimonialFilter): SQL | undefined {
  return and(
    containsInAny([testimonials.name, testimonials.quote], search.trim()),
    status !== "all" ? eq(testimonials.status, status) : undefined,
    location !== "all" ? eq(testimonials.location, location) : undefined,
  );
}

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
