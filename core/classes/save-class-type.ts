import { and, eq, ne } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { checkEditVersion, type StaleEdit } from "#core/edit-versions/check-edit-version";
import { imageColumns } from "#core/images/image-columns";
import { type ImageInput, type ResolvedImage, resolveImageInput } from "#core/images/resolve-image-input";
import { ImageRejectedError } from "#core/images/store-image";
import { type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Database, Executor } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { classTypeSlugHistory, classTypes, teamMembers } from "#db/schema";
import { CLASS_TYPE_MESSAGES, ClassTypeSchema, type ClassTypeValues } from "#rules/class-type";
import type { OpenedVersion } from "#rules/edit-version";
import { errorsByField, fieldErrors } from "#rules/form-text";
import { isUuid } from "#rules/ids";
import { IMAGE_MAX_BYTES } from "#rules/images";

/**
 * Creates a class type from the form's values, or saves them over the class
 * type `id` unless it was saved after `opened`; audited in the same
 * transaction. The featured image is stored before the transaction begins
 * (see resolveFeaturedImage).
 */
export async function saveClassType({
  db,
  id,
  input,
  image = {},
  actor,
  opened,
}: {
  db: Database;
  /** The class type to update; none to create one. */
  id?: string;
  input: Record<string, unknown>;
  image?: ImageInput;
  actor: AuditActor;
  /** The version the edit form was opened at. */
  opened?: OpenedVersion;
}): Promise<Result<{ id: string }, NotFound | Invalid | StaleEdit>> {
  if (id !== undefined && !isUuid(id)) return NOT_FOUND;
  const featured = await resolveFeaturedImage({ db, input, image });
  if (!featured.ok) return featured;
  try {
    return await db.transaction(async (tx) => {
      let previousSlug: string | null = null;
      if (id) {
        const stale = await checkEditVersion({ tx, type: "class_type", id, opened });
        if (stale) return stale;
        const [current] = await tx
          .select({ id: classTypes.id, slug: classTypes.slug })
          .from(classTypes)
          .where(eq(classTypes.id, id))
          .for("update");
        if (!current) return NOT_FOUND;
        previousSlug = current.slug;
      }
      const prepared = await prepareClassType({ db: tx, input, image: featured.resolved, classTypeId: id });
      if (!prepared.ok) return prepared;
      const { columns } = prepared;
      const [row] = id
        ? await tx.update(classTypes).set(columns).where(eq(classTypes.id, id)).returning({ id: classTypes.id })
        : await tx.insert(classTypes).values(columns).returning({ id: classTypes.id });
      if (!row) throw new Error("the class type was not written");
      await rememberSlugChange({ db: tx, classTypeId: row.id, previousSlug, slug: columns.slug });
      await recordAuditEvent({
        db: tx,
        event: {
          ...actor,
          action: id ? "update" : "create",
          targetType: "class_type",
          targetId: row.id,
          details: { title: columns.title, slug: columns.slug },
        },
      });
      return { ok: true, id: row.id } as const;
    });
  } catch (error) {
    // Another save took the slug between the check and the write.
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) return invalid({ slug: CLASS_TYPE_MESSAGES.slugTaken });
    throw error;
  }
}

const SLUG_CONSTRAINT = "class_types_slug_unique";

type ClassTypeColumns = ClassTypeValues & { featuredImageId?: string | null; featuredImageUrl?: string | null };

/**
 * Checks a class type as the form sent it: the form's own rules, then what only
 * the server knows (the instructor is an active team member, or the one the
 * class type already has, the slug is free),
 * and gives the columns to write, with the already resolved featured image.
 * Run it inside the write's transaction.
 */
async function prepareClassType({
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

/**
 * Keeps the old address of a renamed class type so links to it keep working.
 * A slug in use by a class type is never an old address: saving one takes it out of the history.
 */
async function rememberSlugChange({
  db,
  classTypeId,
  previousSlug,
  slug,
}: {
  db: Executor;
  classTypeId: string;
  previousSlug: string | null;
  slug: string;
}): Promise<void> {
  await db.delete(classTypeSlugHistory).where(eq(classTypeSlugHistory.slug, slug));
  if (previousSlug === null || previousSlug === slug) return;
  await db
    .insert(classTypeSlugHistory)
    .values({ slug: previousSlug, classTypeId })
    .onConflictDoUpdate({ target: classTypeSlugHistory.slug, set: { classTypeId, createdAt: new Date() } });
}

/**
 * Stores or links the featured image a class type form sent, before the
 * write's transaction: encoding takes a while, and on the embedded database a
 * transaction holds the only connection, so every other query would wait for
 * it. The form's own rules are checked first, so a form with mistakes stores
 * nothing; a save that fails later leaves at most an unused image.
 */
async function resolveFeaturedImage({
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
