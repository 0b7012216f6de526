import { readListQuery } from "#app/lib/list-query";
import { listTestimonials } from "#core/testimonials/list-testimonials";
import type { TabLoaderArgs } from "./tab-loader";

/** The dashboard's Testimonials tab: every testimonial by location and order, searched and filtered. */
export async function loadTestimonialsTab({ db, url }: TabLoaderArgs) {
  const { search, filters } = readListQuery(url, ["status"]);
  const testimonials = await listTestimonials({ db, search, status: filters.status });
  return { tab: "testimonials", testimonials, filtered: search !== "" || filters.status !== "all" } as const;
}
