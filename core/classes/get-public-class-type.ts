import { and, eq } from "drizzle-orm";
import { getResponsiveImages, type ResponsiveImage } from "#core/images/get-responsive-images";
import type { Executor } from "#db/client";
import { type AgendaItem, type ClassTestimonial, classTypes, teamMembers } from "#db/schema";
import { slugify } from "#rules/class-type";
import { listUpcomingClassInstances, type UpcomingClassInstance } from "./list-upcoming-class-instances";

export type PublicClassType = {
  id: string;
  title: string;
  slug: string;
  description: string;
  howToPay: string;
  category: string;
  featuredImage: ResponsiveImage | null;
  featuredImageUrl: string | null;
  whatYouGet: string[];
  agenda: AgendaItem[];
  testimonials: ClassTestimonial[];
  instructor: {
    id: string;
    name: string;
    bio: string;
    image: ResponsiveImage | null;
    imageUrl: string | null;
  } | null;
  upcoming: UpcomingClassInstance[];
};

/**
 * An active class type by slug, with its instructor and upcoming active
 * classes; null when there is none. A `preview` (for a signed-in admin) finds
 * the class type whatever its status, and also lists the date `dateId` of it,
 * whatever that date's status.
 */
export async function getPublicClassType({
  db,
  slug,
  today,
  preview,
}: {
  db: Executor;
  slug: string;
  today: string;
  preview?: { dateId?: string };
}): Promise<PublicClassType | null> {
  // Every stored slug has the slug shape; anything else (a NUL byte, say) is not asked of the database.
  if (slug === "" || slugify(slug) !== slug) return null;
  const [row] = await db
    .select({ classType: classTypes, instructor: teamMembers })
    .from(classTypes)
    .leftJoin(teamMembers, eq(teamMembers.id, classTypes.instructorId))
    .where(and(eq(classTypes.slug, slug), preview ? undefined : eq(classTypes.status, "active")))
    .limit(1);
  if (!row) return null;
  const { classType, instructor } = row;
  const [pictures, upcoming] = await Promise.all([
    getResponsiveImages({ db, imageIds: [classType.featuredImageId, instructor?.imageId] }),
    listUpcomingClassInstances({ db, today, classTypeId: classType.id, preview }),
  ]);
  return {
    id: classType.id,
    title: classType.title,
    slug: classType.slug,
    description: classType.description,
    howToPay: classType.howToPay,
    category: classType.category,
    featuredImage: classType.featuredImageId ? (pictures.get(classType.featuredImageId) ?? null) : null,
    featuredImageUrl: classType.featuredImageUrl,
    whatYouGet: classType.whatYouGet,
    agenda: classType.agenda,
    testimonials: classType.testimonials,
    instructor: instructor
      ? {
          id: instructor.id,
          name: instructor.name,
          bio: instructor.bio,
          image: instructor.imageId ? (pictures.get(instructor.imageId) ?? null) : null,
          imageUrl: instructor.imageUrl,
        }
      : null,
    upcoming,
  };
}
