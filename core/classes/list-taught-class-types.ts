import { asc, inArray, isNotNull } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classTypes } from "#db/schema";

export type TaughtClassType = { id: string; title: string };

/**
 * The class types each team member teaches, by member id (all members, or
 * those of `instructorIds`), each list by title. The team screens name them
 * when a member is about to be deleted or made inactive.
 */
export async function listTaughtClassTypes({
  db,
  instructorIds,
}: {
  db: Executor;
  instructorIds?: readonly string[];
}): Promise<Map<string, TaughtClassType[]>> {
  if (instructorIds?.length === 0) return new Map();
  const rows = await db
    .select({ instructorId: classTypes.instructorId, id: classTypes.id, title: classTypes.title })
    .from(classTypes)
    .where(instructorIds ? inArray(classTypes.instructorId, [...instructorIds]) : isNotNull(classTypes.instructorId))
    .orderBy(asc(classTypes.title));
  const taught = new Map<string, TaughtClassType[]>();
  for (const { instructorId, ...classType } of rows) {
    if (!instructorId) continue;
    taught.set(instructorId, [...(taught.get(instructorId) ?? []), classType]);
  }
  return taught;
}
