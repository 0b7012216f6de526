import { asc } from "drizzle-orm";
import type { Executor } from "#db/client";
import { availabilityOverrides } from "#db/schema";

export type AvailabilityOverride = typeof availabilityOverrides.$inferSelect;

/** Every date with hours of its own, earliest first. */
export async function listAvailabilityOverrides({ db }: { db: Executor }): Promise<AvailabilityOverride[]> {
  return db.select().from(availabilityOverrides).orderBy(asc(availabilityOverrides.date));
}
