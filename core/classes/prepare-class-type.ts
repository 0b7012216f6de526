import { and, eq, ne } from "drizzle-orm";
import { type ImageInput, imageColumns, type ResolvedImage, resolveImageInput } from "#core/images/resolve-image-input";
import { ImageRejectedError } from "#core/images/store-image";
import { type Invalid, invalid } from "#core/result";
import type { Database, Executor } from "#db/client";
import { classTypes, teamMembers } from "#db/schema";
import { CLASS_TYPE_MESSAGES, ClassTypeSchema, type ClassTypeValues } from "#rules/class-type";
import { errorsByField, fieldErrors } from "#rules/form-text";
import { isUuid } from "#rules/ids";
import { IMAGE_MAX_BYTES } from "#rules/images";

export const SLUG_CONSTRAINT = "class_types_slug_unique";

type ClassTypeColumns = ClassTypeValues & { featuredImageId?: string | null; featuredImageUrl?: string | null };

/**
 * Stores or links the featured image a class type form sent, before the
 * write's transaction: encoding takes a while, and on the embedded database a
 * transaction holds the only connection, so every other query would wait for
 * it. The form's own rules are checked first, so a form with mistakes stores
 * nothing; a save that fails later leaves at most an unused image.
 */
export async function resolveFeaturedImage({
  db,
  input,
  image,
}: {
  db: Database;
  input: Record<string, unknown>;
  image: ImageInput;
}): Promise<{ ok: true; resolved: ResolvedImage } | Invalid> {
  const parsed = ClassTypeSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsByField(fieldErrors(parsed.error)));
  try {
    return {
      ok: true,
      resolved: await resolveImageInput({ db, input: image, purpose: "cover", maxBytes: IMAGE_MAX_BYTES }),
    };
  } catch (error) {
    if (error instanceof ImageRejectedError) return invalid({ featuredImage: error.message });
    throw error;
  }
}

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
