import { and, eq, ne } from "drizzle-orm";
import { imageColumns } from "#core/images/image-columns";
import type { ResolvedImage } from "#core/images/resolve-image-input";
import { type Invalid, invalid } from "#core/result";
import type { Executor } from "#db/client";
import { classTypes, teamMembers } from "#db/schema";
import { CLASS_TYPE_MESSAGES, ClassTypeSchema, type ClassTypeValues } from "#rules/class-type";
import { errorsByField, fieldErrors } from "#rules/form-text";
import { isUuid } from "#rules/ids";

export const SLUG_CONSTRAINT = "class_types_slug_unique";

type ClassTypeColumns = ClassTypeValues & { featuredImageId?: string | null; featuredImageUrl?: string | null };

/**
 * Checks a class type as the form sent it: the form's own rules, then what only
 * the server knows (the instructor is an active team member, or the one the
 * class type already has, the slug is free),
 * and gives the columns to write, with the already resolved featured image.
 * Run it inside the write's transaction.
 */
export async function prepareClassType({
  db,
  input,
  image,
  classTypeId,
}: {
  db: Executor;
  input: Record<string, unknown>;
  image: ResolvedImage;
  /** The class type being edited, whose own slug is not "taken". */
  classTypeId?: string;
}): Promise<{ ok: true; columns: ClassTypeColumns } | Invalid> {
  const parsed = ClassTypeSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsByField(fieldErrors(parsed.error)));
  const values = parsed.data;

  const errors: Record<string, string> = {};
  const [instructor] = isUuid(values.instructorId)
    ? await db
        .select({ status: teamMembers.status })
        .from(teamMembers)
        .where(eq(teamMembers.id, values.instructorId))
        .limit(1)
    : [];
  // An instructor who became inactive may stay on the class types they already teach.
  const [current] =
    instructor && instructor.status !== "active" && classTypeId
      ? await db
          .select({ instructorId: classTypes.instructorId })
          .from(classTypes)
          .where(eq(classTypes.id, classTypeId))
      : [];
  const keepsInstructor = current !== undefined && current.instructorId === values.instructorId;
  if (instructor?.status !== "active" && !keepsInstructor) errors.instructorId = CLASS_TYPE_MESSAGES.instructorInactive;
  const [sameSlug] = await db
    .select({ id: classTypes.id })
    .from(classTypes)
    .where(and(eq(classTypes.slug, values.slug), classTypeId ? ne(classTypes.id, classTypeId) : undefined))
    .limit(1);
  if (sameSlug) errors.slug = CLASS_TYPE_MESSAGES.slugTaken;
  if (Object.keys(errors).length > 0) return invalid(errors);

  const { imageId, imageUrl } = imageColumns(image);
  return {
    ok: true,
    columns: {
      ...values,
      ...(imageId !== undefined ? { featuredImageId: imageId } : {}),
      ...(imageUrl !== undefined ? { featuredImageUrl: imageUrl } : {}),
    },
  };
}
