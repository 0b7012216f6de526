import { eq } from "drizzle-orm";
import type { Database, Executor } from "#db/client";
import { teamMembers, testimonials } from "#db/schema";
import type { OpenedVersion } from "#rules/edit-version";
import { IMAGE_MAX_BYTES } from "#rules/images";
import { type AuditActor, recordAuditEvent } from "./audit/record-audit-event";
import { checkEditVersion, type StaleEdit } from "./edit-versions/check-edit-version";
import { imageColumns } from "./images/image-columns";
import { type ImageInput, resolveImageInput } from "./images/resolve-image-input";
import { ImageRejectedError } from "./images/store-image";
import { type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "./result";

/**
 * What saving a back-office form gives back: the row's id, the messages per
 * field, that the row is gone, or that someone saved it after the form was opened.
 */
export type SaveOutcome = Result<{ id: string }, NotFound | Invalid | StaleEdit>;

/**
 * What saving a content form takes: its text fields, its image field
 * (untouched when absent), who saves, and the version the form was opened at.
 */
export type ContentSave<Input> = {
  db: Database;
  input: Partial<Input>;
  image?: ImageInput;
  actor: AuditActor;
  opened?: OpenedVersion;
};

/**
 * Stores or links the image a content form sent (a portrait up to 5 MB), or
 * gives the field its message from rules/images.ts. It runs before the row's own
 * transaction: encoding an image takes a while, and the store keeps each
 * upload once, so a save that fails afterwards leaves at most an unused image.
 */
async function resolvePortrait({
  db,
  image,
  field = "image",
}: {
  db: Database;
  image: ImageInput;
  field?: string;
}): Promise<{ columns: ReturnType<typeof imageColumns> } | { errors: Record<string, string> }> {
  try {
    const resolved = await resolveImageInput({ db, input: image, purpose: "portrait", maxBytes: IMAGE_MAX_BYTES });
    return { columns: imageColumns(resolved) };
  } catch (error) {
    if (error instanceof ImageRejectedError) return { errors: { [field]: error.message } };
    throw error;
  }
}

/** The content rows the back office writes in the same way, and how the audit log names them. */
export type ContentTable = typeof teamMembers | typeof testimonials;

const TARGET_TYPES = new Map<ContentTable, string>([
  [teamMembers, "team_member"],
  [testimonials, "testimonial"],
]);

// Both content tables have the `id` and `name` columns these functions use.
const asTeamTable = (table: ContentTable) => table as unknown as typeof teamMembers;

/**
 * Saves a content row from checked values and its image field: the image is
 * stored first (see resolvePortrait), then the row and its audit record are
 * written in one transaction. Without `id` the row is added; with one, that
 * row is updated, or not found when it is gone, or refused when it was saved
 * after `opened` (checkEditVersion).
 */
export async function writeContentRow<T extends ContentTable>({
  db,
  table,
  id,
  values,
  image,
  actor,
  opened,
  alsoInTransaction,
}: {
  db: Database;
  table: T;
  id?: string;
  values: T["$inferInsert"];
  image: ImageInput;
  actor: AuditActor;
  /** The version the edit form was opened at. */
  opened?: OpenedVersion;
  /** A change that belongs with this save, run in its transaction once the row is written. */
  alsoInTransaction?: (tx: Executor, id: string) => Promise<unknown>;
}): Promise<SaveOutcome> {
  const portrait = await resolvePortrait({ db, image });
  if ("errors" in portrait) return invalid(portrait.errors);
  const target = asTeamTable(table);
  const row = { ...values, ...portrait.columns } as typeof teamMembers.$inferInsert;

  const targetType = TARGET_TYPES.get(table) ?? "";
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    if (id !== undefined) {
      const stale = await checkEditVersion({ tx, type: targetType, id, opened });
      if (stale) return stale;
    }
    const [before] = id === undefined ? [] : await tx.select().from(target).where(eq(target.id, id));
    const [saved] =
      id === undefined
        ? await tx.insert(target).values(row).returning({ id: target.id })
        : await tx.update(target).set(row).where(eq(target.id, id)).returning({ id: target.id });
    if (!saved) return NOT_FOUND;
    // The activity log says which fields an update changed ("name, role"), not their values.
    const changed = before
      ? [
          ...new Set(
            Object.keys(row)
              .filter(
                (field) =>
                  JSON.stringify(before[field as keyof typeof before] ?? null) !==
                  JSON.stringify(row[field as keyof typeof row] ?? null),
              )
              .map((field) => (field === "imageId" || field === "imageUrl" ? "image" : field)),
          ),
        ]
      : [];
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: id === undefined ? "create" : "update",
        targetType,
        targetId: saved.id,
        details: before ? { name: row.name, changed } : { name: row.name },
      },
    });
    await alsoInTransaction?.(tx, saved.id);
    return { ok: true, id: saved.id };
  });
}
