import { inArray } from "drizzle-orm";
import type { AuditActor } from "#core/audit/record-audit-event";
import type { Database } from "#db/client";
import { trashItems } from "#db/schema";
import type { TrashKind } from "#rules/allowed-values";
import { isUuid } from "#rules/ids";
import { type RestoreFailure, restoreTrashItem } from "./restore-trash-item";
import { TRASH_KIND_SPECS } from "./trash-kinds";

type Refused = { title: string; failure: Exclude<RestoreFailure, { error: "not-found" }> };

export type RestoreManyResult = {
  /** How many came back, and the kind of the items asked for when they all share one (else null). */
  restored: number;
  kind: TrashKind | null;
  /** Items still in the trash that could not come back, each with its reason. */
  refused: Refused[];
  /** Ids no longer in the trash: restored or deleted forever meanwhile. */
  missing: number;
};

/**
 * The Undo of a delete of several rows (the inbox's bulk delete): restores each
 * item as Restore does, all in one transaction. Each item comes back whole or
 * not at all (a savepoint each), so one that cannot come back is named with its
 * reason while the others are restored, as the Trash screen would restore them
 * one by one. Rows something else needs are restored first (a class type before
 * its dates).
 */
export async function restoreTrashItems({
  db,
  ids,
  actor,
}: {
  db: Database;
  ids: readonly string[];
  actor: AuditActor;
}): Promise<RestoreManyResult> {
  const wanted = [...new Set(ids)].filter(isUuid);
  return db.transaction(async (tx): Promise<RestoreManyResult> => {
    const items =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: trashItems.id, kind: trashItems.kind, title: trashItems.title })
            .from(trashItems)
            .where(inArray(trashItems.id, wanted));
    const dependsFirst = (kind: string) => (TRASH_KIND_SPECS[kind as TrashKind].parent ? 1 : 0);
    items.sort((a, b) => dependsFirst(a.kind) - dependsFirst(b.kind));
    const kinds = new Set(items.map((item) => item.kind as TrashKind));
    const refused: Refused[] = [];
    let restored = 0;
    let missing = new Set(ids).size - items.length;
    for (const item of items) {
      const result = await restoreTrashItem({ db: tx, id: item.id, actor });
      if (result.ok) restored += 1;
      else if (result.error === "not-found") missing += 1;
      else refused.push({ title: item.title, failure: result });
    }
    return { restored, kind: kinds.size === 1 ? ([...kinds][0] ?? null) : null, refused, missing };
  });
}
