import { asc, count, eq, inArray } from "drizzle-orm";
import type { Executor } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";

/** The owner's order first; types sharing an order stay in the order they were added. */
export const SESSION_TYPE_ORDER = [asc(sessionTypes.displayOrder), asc(sessionTypes.createdAt), asc(sessionTypes.id)];

/** Every session type, drafts included, in the owner's order, with how many bookings each has. */
export async function listSessionTypes({ db, status }: { db: Executor; status?: "draft" | "active" }) {
  const rows = await db
    .select()
    .from(sessionTypes)
    .where(status ? eq(sessionTypes.status, status) : undefined)
    .orderBy(...SESSION_TYPE_ORDER);
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ id: bookings.sessionTypeId, total: count() })
          .from(bookings)
          .where(inArray(bookings.sessionTypeId, ids))
          .groupBy(bookings.sessionTypeId);
  const booked = new Map(counts.map((row) => [row.id, row.total]));
  return rows.map((row) => ({ ...row, bookings: booked.get(row.id) ?? 0 }));
}
