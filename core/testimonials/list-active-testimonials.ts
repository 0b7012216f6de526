import { and, asc, eq, inArray } from "drizzle-orm";
import { getResponsiveImages, type ResponsiveImage } from "#core/images/get-responsive-images";
import { listUntouchedDemoRows } from "#core/seed/list-untouched-demo-rows";
import type { Executor } from "#db/client";
import { testimonials } from "#db/schema";
import type { TestimonialLocation } from "#rules/allowed-values";

export type PublicTestimonial = {
  id: string;
  name: string;
  quote: string;
  location: TestimonialLocation;
  image: ResponsiveImage | null;
  imageUrl: string | null;
  /** Not the owner's: one of the demo content's, unedited (decision 055), or a built-in one. */
  example: boolean;
};

/** Active testimonials of the given locations, in display order. */
export async function listActiveTestimonials({
  db,
  locations,
}: {
  db: Executor;
  locations: TestimonialLocation[];
}): Promise<PublicTestimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.status, "active"), inArray(testimonials.location, locations)))
    .orderBy(asc(testimonials.displayOrder), asc(testimonials.createdAt));
  const pictures = await getResponsiveImages({ db, imageIds: rows.map((row) => row.imageId) });
  const examples = new Set(await listUntouchedDemoRows({ db, table: "testimonials" }));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    quote: row.quote,
    location: row.location as TestimonialLocation,
    image: row.imageId ? (pictures.get(row.imageId) ?? null) : null,
    imageUrl: row.imageUrl,
    example: examples.has(row.id),
  }));
}
