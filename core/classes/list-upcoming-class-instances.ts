import { and, asc, eq, gte } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classInstances, classTypes } from "#db/schema";

export type UpcomingClassInstance = {
  id: string;
  date: string;
  time: string;
  location: string;
  price: string;
  capacity: number;
  availableSpots: number;
  registrationUrl: string | null;
  registrationMode: string;
  classType: { id: string; title: string; slug: string; description: string; category: string };
};

/**
 * Active class instances dated `today` or later whose class type is itself
 * active (a draft type has no public page to link to), soonest first.
 */
export async function listUpcomingClassInstances({
  db,
  today,
  classTypeId,
}: {
  db: Executor;
  today: string;
  classTypeId?: string;
}): Promise<UpcomingClassInstance[]> {
  const rows = await db
    .select({ instance: classInstances, classType: classTypes })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .where(
      and(
        eq(classInstances.status, "active"),
        gte(classInstances.date, today),
        eq(classTypes.status, "active"),
        classTypeId ? eq(classInstances.classTypeId, classTypeId) : undefined,
      ),
    )
    .orderBy(asc(classInstances.date), asc(classInstances.time));
  return rows.map(({ instance, classType }) => ({
    id: instance.id,
    date: instance.date,
    time: instance.time,
    location: instance.location,
    price: instance.price,
    capacity: instance.capacity,
    availableSpots: instance.availableSpots,
    registrationUrl: instance.registrationUrl,
    registrationMode: instance.registrationMode,
    classType: {
      id: classType.id,
      title: classType.title,
      slug: classType.slug,
      description: classType.description,
      category: classType.category,
    },
  }));
}
