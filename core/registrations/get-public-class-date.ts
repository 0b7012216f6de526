import { and, eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classInstances, classTypes } from "#db/schema";
import { isUuid } from "#rules/ids";

export type PublicClassDate = {
  id: string;
  date: string;
  time: string;
  location: string;
  price: string;
  capacity: number;
  /** The class date's own length (set with its venue). */
  durationMinutes: number;
  availableSpots: number;
  registrationMode: string;
  registrationUrl: string | null;
  title: string;
  slug: string;
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
    id: instance.id,
    date: instance.date,
    time: instance.time,
    location: instance.location,
    price: instance.price,
    capacity: instance.capacity,
    durationMinutes: instance.durationMinutes,
    availableSpots: instance.availableSpots,
    registrationMode: instance.registrationMode,
    registrationUrl: instance.registrationUrl,
    title: classType.title,
    slug: classType.slug,
    description: classType.description,
  };
}
