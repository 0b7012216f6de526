import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { checkEditVersion, type StaleEdit } from "#core/edit-versions/check-edit-version";
import type { ImageInput } from "#core/images/resolve-image-input";
import { type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { classTypes } from "#db/schema";
import { CLASS_TYPE_MESSAGES } from "#rules/class-type";
import type { OpenedVersion } from "#rules/edit-version";
import { isUuid } from "#rules/ids";
import { prepareClassType, SLUG_CONSTRAINT } from "./prepare-class-type";
import { rememberSlugChange } from "./remember-slug-change";
import { resolveFeaturedImage } from "./resolve-featured-image";

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
