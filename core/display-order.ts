import { eq, type SQL, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { type Conflict, conflict, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { type faqQuestions, type sessionTypes, teamMembers, testimonials } from "#db/schema";
import { TESTIMONIAL_LOCATIONS, type TestimonialLocation } from "#rules/allowed-values";

/** A table whose rows the admin puts in order. */
type OrderedTable = typeof teamMembers | typeof testimonials | typeof faqQuestions | typeof sessionTypes;

/**
 * A new row goes after the last one: highest display order plus 1,
 * among the rows `where` picks when each group has its own order (an FAQ category).
 */
export async function nextDisplayOrder({
  db,
  table,
  where,
}: {
  db: Executor;
  table: OrderedTable;
  where?: SQL;
}): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${table.displayOrder}), 0)::int + 1` })
    .from(table as typeof teamMembers)
    .where(where);
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

export type MoveDirection = "up" | "down";
export type MoveOutcome = Result<object, NotFound | Conflict<"at-end">>;

/**
 * Swaps the display orders of row `id` and its neighbour in `shown` (the list
 * the admin is looking at), inside the caller's transaction. `everyone` is
 * every row the order is shared with, locked and in display order: when the
 * two rows share an order a swap would change nothing, so those are first
 * numbered 1, 2, 3... Only changed rows are written; the move is audited.
 */
export async function swapDisplayOrder({
  tx,
  table,
  everyone,
  shown,
  id,
  direction,
  actor,
  targetType,
}: {
  tx: Executor;
  table: OrderedTable;
  everyone: { id: string; displayOrder: number }[];
  shown: { id: string }[];
  id: string;
  direction: MoveDirection;
  actor: AuditActor;
  targetType: string;
}): Promise<MoveOutcome> {
  const index = shown.findIndex((row) => row.id === id);
  if (index < 0) return NOT_FOUND;
  const neighbour = shown[direction === "up" ? index - 1 : index + 1];
  if (!neighbour) return conflict("at-end");

  const before = new Map(everyone.map((row) => [row.id, row.displayOrder]));
  const after = new Map(before);
  if (after.get(id) === after.get(neighbour.id)) {
    for (const [place, row] of everyone.entries()) after.set(row.id, place + 1);
  }
  const own = after.get(id) ?? 0;
  after.set(id, after.get(neighbour.id) ?? 0);
  after.set(neighbour.id, own);

  for (const [rowId, displayOrder] of after) {
    if (before.get(rowId) === displayOrder) continue;
    await tx
      .update(table as typeof teamMembers)
      .set({ displayOrder })
      .where(eq((table as typeof teamMembers).id, rowId));
  }
  await recordAuditEvent({
    db: tx,
    event: {
      ...actor,
      action: "update",
      targetType,
      targetId: id,
      details: {
        move: direction,
        displayOrder: { from: before.get(id), to: after.get(id) },
        swappedWith: { id: neighbour.id, from: before.get(neighbour.id), to: after.get(neighbour.id) },
      },
    },
  });
  return { ok: true };
}
