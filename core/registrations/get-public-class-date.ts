import { and, eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classInstances, classTypes } from "#db/schema";
import { isUuid } from "#rules/ids";
import { type ClassDateDetails, classDateDetails } from "./class-date-details";

export type PublicClassDate = ClassDateDetails & {
  registrationMode: string;
  registrationUrl: string | null;
  description: string;
};

/**
 * One published, upcoming class date under its class's slug; null for an
 * unknown id, a draft, a past date, or a date of another class.
 */
export async function getPublicClassDate({
  db,
  slug,
  id,
  today,
}: {
  db: Executor;
  slug: string;
  id: string;
  today: string;
}): Promise<PublicClassDate | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ instance: classInstances, classType: classTypes })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .where(
      and(
        eq(classInstances.id, id),
        eq(classTypes.slug, slug),
        eq(classInstances.status, "active"),
        eq(classTypes.status, "active"),
      ),
    );
  if (!row || row.instance.date < today) return null;
  const { instance, classType } = row;
  return {
    ...classDateDetails(instance, classType),
    registrationMode: instance.registrationMode,
    registrationUrl: instance.registrationUrl,
    description: classType.description,
  };
}
