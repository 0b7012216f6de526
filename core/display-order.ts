import { eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { teamMembers, testimonials } from "#db/schema";
import { TESTIMONIAL_LOCATIONS, type TestimonialLocation } from "#rules/allowed-values";

/** New team members and testimonials go after the last one: highest display order plus 1 (spec 4). */
export async function nextDisplayOrder({
  db,
  table,
}: {
  db: Executor;
  table: typeof teamMembers | typeof testimonials;
}): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${table.displayOrder}), 0)::int + 1` })
    .from(table as typeof teamMembers);
  return row?.next ?? 1;
}

/** Where a new team member goes unless the admin says otherwise. */
export function nextTeamMemberDisplayOrder({ db }: { db: Executor }): Promise<number> {
  return nextDisplayOrder({ db, table: teamMembers });
}

/**
 * Where a new testimonial goes unless the admin says otherwise: after the last
 * one of its location, since each location is ordered on its own page.
 */
export async function nextTestimonialDisplayOrder({
  db,
  location,
}: {
  db: Executor;
  location: string;
}): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${testimonials.displayOrder}), 0)::int + 1` })
    .from(testimonials)
    .where(eq(testimonials.location, location));
  return row?.next ?? 1;
}

/** The next display order of every location, for the form to follow its Location choice. */
export async function nextTestimonialDisplayOrders({
  db,
}: {
  db: Executor;
}): Promise<Record<TestimonialLocation, number>> {
  const rows = await db
    .select({ location: testimonials.location, last: sql<number>`max(${testimonials.displayOrder})::int` })
    .from(testimonials)
    .groupBy(testimonials.location);
  const last = new Map(rows.map((row) => [row.location, Number(row.last)]));
  return Object.fromEntries(
    TESTIMONIAL_LOCATIONS.map((location) => [location, (last.get(location) ?? 0) + 1]),
  ) as Record<TestimonialLocation, number>;
}
