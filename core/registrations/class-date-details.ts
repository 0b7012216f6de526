import type { classInstances, classTypes } from "#db/schema";

/** What a visitor and the registration emails are told about one class date. */
export type ClassDateDetails = {
  id: string;
  date: string;
  time: string;
  location: string;
  price: string;
  /** The class type's own words on paying; empty when the owner wrote none. */
  howToPay: string;
  capacity: number;
  /** The class date's own length (set with its venue). */
  durationMinutes: number;
  availableSpots: number;
  title: string;
  slug: string;
};

/** The details of a class date read together with its class type. */
export function classDateDetails(
  instance: typeof classInstances.$inferSelect,
  classType: Pick<typeof classTypes.$inferSelect, "title" | "slug" | "howToPay">,
): ClassDateDetails {
  return {
    id: instance.id,
    date: instance.date,
    time: instance.time,
    location: instance.location,
    price: instance.price,
    howToPay: classType.howToPay,
    capacity: instance.capacity,
    durationMinutes: instance.durationMinutes,
    availableSpots: instance.availableSpots,
    title: classType.title,
    slug: classType.slug,
  };
}
