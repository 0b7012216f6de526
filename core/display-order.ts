import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { teamMembers, testimonials } from "#db/schema";

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

/** Where a new testimonial goes unless the admin says otherwise. */
export function nextTestimonialDisplayOrder({ db }: { db: Executor }): Promise<number> {
  return nextDisplayOrder({ db, table: testimonials });
}
