import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "#db/client";
import { trashItems } from "#db/schema";
import type { TrashKind } from "#rules/allowed-values";

export type TrashListItem = {
  id: string;
  kind: TrashKind;
  title: string;
  deletedAt: Date;
  deletedBy: string;
  /** Class dates of this class type also in the trash (deleted forever with it). */
  datesInTrash: number;
};

/** Everything in the trash, newest first. */
export async function listTrashItems({ db }: { db: Executor }): Promise<TrashListItem[]> {
  const items = await db
    .select({
      id: trashItems.id,
      kind: trashItems.kind,
      rowId: trashItems.rowId,
      title: trashItems.title,
      deletedAt: trashItems.deletedAt,
      deletedBy: trashItems.deletedByEmail,
    })
    .from(trashItems)
    .orderBy(desc(trashItems.deletedAt), desc(trashItems.id));
  const classTypeIds = items.filter((item) => item.kind === "class_type").map((item) => item.rowId);
  const dates =
    classTypeIds.length === 0
      ? []
      : await db
          .select({ parent: trashItems.parentRowId, total: count() })
          .from(trashItems)
          .where(and(eq(trashItems.kind, "class_instance"), inArray(trashItems.parentRowId, classTypeIds)))
          .groupBy(trashItems.parentRowId);
  const datesOf = new Map(dates.map((row) => [row.parent, row.total]));
  return items.map(({ rowId, ...item }) => ({
    ...item,
    kind: item.kind as TrashKind,
    datesInTrash: datesOf.get(rowId) ?? 0,
  }));
}
