import { and, asc, eq, gte, or } from "drizzle-orm";
import { getResponsiveImages } from "#core/images/get-responsive-images";
import type { Executor } from "#db/client";
import { classInstances, classTypes, teamMembers } from "#db/schema";
import type { ClassAttendance } from "#rules/allowed-values";
import { isUuid } from "#rules/ids";

export type VenueAddress = {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: string;
};

export type UpcomingClassInstance = {
  id: string;
  date: string;
  time: string;
  durationMinutes: number;
  attendance: ClassAttendance;
  /** The venue's name, or where online ("Online (Zoom)"). */
  location: string;
  /** Only for a class held in person (or in person and online). */
  venueAddress: VenueAddress | null;
  price: string;
  capacity: number;
  availableSpots: number;
  registrationUrl: string | null;
  registrationMode: string;
  /** When the class was put on the calendar (ISO 8601), as the first moment its seats were on offer. */
  publishedAt: string;
  classType: {
    id: string;
    title: string;
    slug: string;
    description: string;
    category: string;
    /** The class's picture as a site path or outside address, when it has one. */
    imageUrl: string | null;
    instructorName: string | null;
  };
};

/**
 * Active class instances dated `today` or later whose class type is itself
 * active (a draft type has no public page to link to), soonest first. A
 * `preview` takes class types of any status, and adds the date `dateId`
 * whatever its status and day.
 */
export async function listUpcomingClassInstances({
  db,
  today,
  classTypeId,
  preview,
}: {
  db: Executor;
  today: string;
  classTypeId?: string;
  preview?: { dateId?: string };
}): Promise<UpcomingClassInstance[]> {
  const previewed = preview?.dateId && isUuid(preview.dateId) ? preview.dateId : undefined;
  const rows = await db
    .select({ instance: classInstances, classType: classTypes, instructorName: teamMembers.name })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .leftJoin(teamMembers, eq(teamMembers.id, classTypes.instructorId))
    .where(
      and(
        or(
          and(eq(classInstances.status, "active"), gte(classInstances.date, today)),
          previewed ? eq(classInstances.id, previewed) : undefined,
        ),
        preview ? undefined : eq(classTypes.status, "active"),
        classTypeId ? eq(classInstances.classTypeId, classTypeId) : undefined,
      ),
    )
    .orderBy(asc(classInstances.date), asc(classInstances.time));
  const pictures =
    rows.length === 0
      ? new Map()
      : await getResponsiveImages({ db, imageIds: rows.map(({ classType }) => classType.featuredImageId) });
  return rows.map(({ instance, classType, instructorName }) => ({
    id: instance.id,
    date: instance.date,
    time: instance.time,
    durationMinutes: instance.durationMinutes,
    attendance: instance.attendance as ClassAttendance,
    location: instance.location,
    venueAddress:
      instance.attendance === "online"
        ? null
        : {
            streetAddress: instance.streetAddress,
            addressLocality: instance.addressLocality,
            addressRegion: instance.addressRegion,
            postalCode: instance.postalCode,
            addressCountry: instance.addressCountry,
          },
    price: instance.price,
    capacity: instance.capacity,
    availableSpots: instance.availableSpots,
    registrationUrl: instance.registrationUrl,
    registrationMode: instance.registrationMode,
    publishedAt: instance.createdAt.toISOString(),
    classType: {
      id: classType.id,
      title: classType.title,
      slug: classType.slug,
      description: classType.description,
      category: classType.category,
      imageUrl:
        (classType.featuredImageId ? pictures.get(classType.featuredImageId)?.largest : undefined) ??
        classType.featuredImageUrl ??
        null,
      instructorName: instructorName ?? null,
    },
  }));
}
