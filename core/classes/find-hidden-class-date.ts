import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classInstances, classTypes } from "#db/schema";
import { isUuid } from "#rules/ids";

/**
 * When the class date `id` is active but its class type is not (a draft or
 * archived), the site does not show it: answers that class type's title and
 * status, else null.
 */
export async function findHiddenClassDate({
  db,
  id,
}: {
  db: Executor;
  id: string;
}): Promise<{ classTypeTitle: string; classTypeStatus: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ classTypeTitle: classTypes.title, classTypeStatus: classTypes.status })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .where(and(eq(classInstances.id, id), eq(classInstances.status, "active"), ne(classTypes.status, "active")));
  return row ?? null;
}
