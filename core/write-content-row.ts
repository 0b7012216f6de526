import { and, eq, gt, gte, lt, lte, ne, type SQL, sql } from "drizzle-orm";
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

// Both content tables have the `id`, `name` and `displayOrder` columns these functions use.
const asTeamTable = (table: ContentTable) => table as unknown as typeof teamMembers;

/**
 * The rows that share one order with a saved row: every team member, or the
 * testimonials of the saved one's location (each location is ordered on its own page).
 */
function orderGroup(table: ContentTable, row: Record<string, unknown>): SQL | undefined {
  const key = groupKey(table, row);
  return typeof key === "string" ? eq(testimonials.location, key) : undefined;
}

function groupKey(table: ContentTable, row: Record<string, unknown>): unknown {
  return table === testimonials ? row.location : null;
}

/** Where a row is before it is saved: its display order and its group. */
async function placeOf(tx: Executor, table: ContentTable, id: string) {
  if (table === testimonials) {
    const [row] = await tx
      .select({ displayOrder: testimonials.displayOrder, location: testimonials.location })
      .from(testimonials)
      .where(eq(testimonials.id, id));
    return row ? { displayOrder: row.displayOrder, group: groupKey(table, row) } : undefined;
  }
  const [row] = await tx
    .select({ displayOrder: teamMembers.displayOrder })
    .from(teamMembers)
    .where(eq(teamMembers.id, id));
  return row ? { displayOrder: row.displayOrder, group: groupKey(table, row) } : undefined;
}

/**
 * A row saved at display order N takes place N (decision 059). When no other
 * row of its group holds N, nothing else changes. Otherwise the others make
 * room as in a list where the row is dragged: moved down within its group
 * from place `from`, the rows after `from` up to N close up by one; new, moved
 * up, or come from another group, the rows from N on (up to `from`) move down by one.
 */
async function makeRoomAt({
  tx,
  table,
  id,
  displayOrder,
  from,
  group,
}: {
  tx: Executor;
  table: typeof teamMembers;
  id: string;
  displayOrder: number;
  /** The row's place before this save, when it was already in the same group. */
  from: number | undefined;
  group: SQL | undefined;
}): Promise<void> {
  const others = and(ne(table.id, id), group);
  // The group is locked as a move locks it, so two saves at once queue up.
  await tx.select({ id: table.id }).from(table).where(group).for("update");
  const [clash] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(others, eq(table.displayOrder, displayOrder)))
    .limit(1);
  if (!clash) return;
  const order = table.displayOrder;
  if (from !== undefined && from < displayOrder) {
    await tx
      .update(table)
      .set({ displayOrder: sql`${order} - 1` })
      .where(and(others, gt(order, from), lte(order, displayOrder)));
    return;
  }
  await tx
    .update(table)
    .set({ displayOrder: sql`${order} + 1` })
    .where(and(others, gte(order, displayOrder), from === undefined ? undefined : lt(order, from)));
}

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
    let before: { displayOrder: number; group: unknown } | undefined;
    if (id !== undefined) {
      const stale = await checkEditVersion({ tx, type: targetType, id, opened });
      if (stale) return stale;
      before = await placeOf(tx, table, id);
    }
    const [previous] = id === undefined ? [] : await tx.select().from(target).where(eq(target.id, id));
    const [saved] =
      id === undefined
        ? await tx.insert(target).values(row).returning({ id: target.id })
        : await tx.update(target).set(row).where(eq(target.id, id)).returning({ id: target.id });
    if (!saved) return NOT_FOUND;
    if (typeof row.displayOrder === "number") {
      await makeRoomAt({
        tx,
        table: target,
        id: saved.id,
        displayOrder: row.displayOrder,
        from: before && before.group === groupKey(table, row) ? before.displayOrder : undefined,
        group: orderGroup(table, row),
      });
    }
    // The activity log says which fields an update changed ("name, role"), not their values.
    const changed = previous
      ? [
          ...new Set(
            Object.keys(row)
              .filter(
                (field) =>
                  JSON.stringify(previous[field as keyof typeof previous] ?? null) !==
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
        details: previous ? { name: row.name, changed } : { name: row.name },
      },
    });
    await alsoInTransaction?.(tx, saved.id);
    return { ok: true, id: saved.id };
  });
}
