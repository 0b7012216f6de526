import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classInstances, classTypes } from "#db/schema";

/** What registration and its emails need to know about one class date. */
export type RegistrationClassDate = {
  id: string;
  date: string;
  time: string;
  location: string;
  price: string;
  capacity: number;
  /** The class date's own length (set with its venue). */
  durationMinutes: number;
  availableSpots: number;
  title: string;
  slug: string;
  /** On-site registration, the date and its class type both published. */
  isOpen: boolean;
};

/**
 * Reads a class date and locks its row until the transaction ends. Every
 * change to its seats goes through here first, so they happen one at a time.
 */
export async function lockClassDate({
  db,
  classInstanceId,
}: {
  db: Executor;
  classInstanceId: string;
}): Promise<RegistrationClassDate | null> {
  const [row] = await db
    .select({
      instance: classInstances,
      classType: { title: classTypes.title, slug: classTypes.slug, status: classTypes.status },
    })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .where(eq(classInstances.id, classInstanceId))
    .for("update", { of: classInstances });
  if (!row) return null;
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
    title: classType.title,
    slug: classType.slug,
    isOpen: instance.registrationMode === "on_site" && instance.status === "active" && classType.status === "active",
  };
}
