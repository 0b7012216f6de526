import { asc } from "drizzle-orm";
import type { Executor } from "#db/client";
import { sessionTypes } from "#db/schema";

/** Every session type's id and name, drafts too, in the owner's order: the bookings list's type filter. */
export function listSessionTypeChoices({ db }: { db: Executor }): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: sessionTypes.id, name: sessionTypes.name })
    .from(sessionTypes)
    .orderBy(asc(sessionTypes.displayOrder), asc(sessionTypes.name));
}
