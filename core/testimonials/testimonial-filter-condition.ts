import { and, eq, type SQL } from "drizzle-orm";
import { testimonials } from "#db/schema";
import { containsInAny } from "#db/search";
import type { TestimonialFilter } from "./list-testimonials";

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
