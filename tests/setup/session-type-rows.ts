import type { Database } from "#db/client";
import { sessionTypes } from "#db/schema";

/** Inserts a session type, active unless told otherwise; returns the row. */
export async function addSessionType(db: Database, values: Partial<typeof sessionTypes.$inferInsert> = {}) {
  const [row] = await db
    .insert(sessionTypes)
    .values({
      name: "Free consultation",
      slug: "free-consultation",
      description: "A short call to hear what is going on and see whether we are a good fit.",
      durationMinutes: 15,
      price: "Free",
      status: "active",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no session type");
  return row;
}
