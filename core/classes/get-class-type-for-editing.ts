import { eq } from "drizzle-orm";
import { getResponsiveImages } from "#core/images/get-responsive-images";
import type { Executor } from "#db/client";
import { type AgendaItem, type ClassTestimonial, classTypes } from "#db/schema";
import { isUuid } from "#rules/ids";

export type ClassTypeForEditing = {
  id: string;
  title: string;
  slug: string;
  description: string;
  howToPay: string;
  category: string;
  instructorId: string | null;
  status: string;
  whatYouGet: string[];
  agenda: AgendaItem[];
  testimonials: ClassTestimonial[];
  /** A small copy of the uploaded featured image, for the form's preview. */
  featuredImageSrc: string | null;
  featuredImageUrl: string | null;
};

/** A class type as its form shows it; null when there is none with this id. */
export async function getClassTypeForEditing({
  db,
  id,
}: {
  db: Executor;
  id: string;
}): Promise<ClassTypeForEditing | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(classTypes).where(eq(classTypes.id, id)).limit(1);
  if (!row) return null;
  const pictures = await getResponsiveImages({ db, imageIds: [row.featuredImageId] });
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    howToPay: row.howToPay,
    category: row.category,
    instructorId: row.instructorId,
    status: row.status,
    whatYouGet: row.whatYouGet,
    agenda: row.agenda,
    testimonials: row.testimonials,
    featuredImageSrc: row.featuredImageId ? (pictures.get(row.featuredImageId)?.smallest ?? null) : null,
    featuredImageUrl: row.featuredImageUrl,
  };
}
