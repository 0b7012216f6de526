import { readListQuery } from "#app/lib/list-query";
import { listTestimonials } from "#core/testimonials/list-testimonials";
import type { TabLoaderArgs } from "./tab-loader";

/** The dashboard's Testimonials tab: every testimonial by location and order, searched and filtered. */
export async function loadTestimonialsTab({ db, url }: TabLoaderArgs) {
  const { search, filters } = readListQuery(url, ["status", "location"]);
  const testimonials = await listTestimonials({ db, search, status: filters.status, location: filters.location });
  const filtered = search !== "" || filters.status !== "all" || filters.location !== "all";
  return { tab: "testimonials", testimonials, filtered } as const;
}
