import { eq } from "drizzle-orm";
import type { AuditActor } from "#core/audit/record-audit-event";
import { type MoveDirection, type MoveOutcome, swapDisplayOrder } from "#core/display-order";
import { NOT_FOUND } from "#core/result";
import type { Database } from "#db/client";
import { testimonials } from "#db/schema";
import { isUuid } from "#rules/ids";
import { TESTIMONIAL_ORDER, type TestimonialFilter } from "./list-testimonials";
import { testimonialFilterCondition } from "./testimonial-filter-condition";

/**
 * Moves a testimonial one place up or down among the testimonials of its own
 * location that the admin is looking at (the tab's search and filters), by
 * swapping the display orders of the two, as the team list does. Each
 * location is ordered on its own page, so a testimonial never swaps with one
 * of another location. When the two share an order, the location is first
 * numbered 1, 2, 3... in its current order, so the move is always visible.
 * One transaction, with the location's rows locked.
 */
export async function moveTestimonial({
  db,
  id,
  direction,
  filter = {},
  actor,
}: {
  db: Database;
  id: string;
  direction: MoveDirection;
  filter?: TestimonialFilter;
  actor: AuditActor;
}): Promise<MoveOutcome> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx): Promise<MoveOutcome> => {
    const [moved] = await tx
      .select({ location: testimonials.location })
      .from(testimonials)
      .where(eq(testimonials.id, id));
    if (!moved) return NOT_FOUND;
    const sameLocation = eq(testimonials.location, moved.location);
    const everyone = await tx
      .select({ id: testimonials.id, displayOrder: testimonials.displayOrder })
      .from(testimonials)
      .where(sameLocation)
      .orderBy(...TESTIMONIAL_ORDER)
      .for("update");
    const shown = await tx
      .select({ id: testimonials.id })
      .from(testimonials)
      .where(testimonialFilterCondition({ ...filter, location: moved.location }))
      .orderBy(...TESTIMONIAL_ORDER);

    return swapDisplayOrder({
      tx,
      table: testimonials,
      everyone,
      shown,
      id,
      direction,
      actor,
      targetType: "testimonial",
    });
  });
}
