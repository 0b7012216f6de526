import { sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { NOT_FOUND, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { queryRow, queryRows } from "#db/query-rows";
import { type TrashedLinks, type TrashedRows, trashItems } from "#db/schema";
import type { TrashKind } from "#rules/allowed-values";
import { isUuid } from "#rules/ids";
import { TRASH_KIND_SPECS, type TrashedRow } from "./trash-kinds";

export type Trashed = { trashId: string; title: string; row: TrashedRow };

/**
 * Moves one row to the trash: keeps it, the rows deleted with it and the links
 * the database clears, then deletes it from its table, so no page or list can
 * show it any more. Pass the transaction of the delete itself; the audit log
 * records it as moved to the trash.
 */
export async function moveToTrash({
  db,
  kind,
  id,
  actor,
}: {
  db: Executor;
  kind: TrashKind;
  id: string;
  actor: AuditActor;
}): Promise<Result<Trashed>> {
  if (!isUuid(id)) return NOT_FOUND;
  const spec = TRASH_KIND_SPECS[kind];
  const table = sql.identifier(spec.table);
  const found = await queryRow<{ row: TrashedRow }>(
    db,
    sql`select row_to_json(t) as row from ${table} t where id = ${id} for update`,
  );
  const row = found?.row;
  if (!row) return NOT_FOUND;

  const rows: TrashedRows[] = [{ table: spec.table, rows: [row] }];
  for (const child of spec.children ?? []) {
    const kept = await queryRows<{ row: TrashedRow }>(
      db,
      sql`select row_to_json(c) as row from ${sql.identifier(child.table)} c where ${sql.identifier(child.column)} = ${id}`,
    );
    if (kept.length > 0) rows.push({ table: child.table, rows: kept.map((entry) => entry.row) });
  }
  const links: TrashedLinks[] = [];
  for (const link of spec.links ?? []) {
    const linked = await queryRows<{ id: string }>(
      db,
      sql`select id::text as id from ${sql.identifier(link.table)} where ${sql.identifier(link.column)} = ${id}`,
    );
    if (linked.length > 0) links.push({ ...link, ids: linked.map((entry) => entry.id) });
  }
  const title = (await spec.title(db, row)) || "(untitled)";
  const imageIds = (spec.images ?? []).map((column) => row[column]).filter((value) => typeof value === "string");
  const parentRowId = spec.parent ? (row[spec.parent.column] as string) : null;

  await db.execute(sql`delete from ${table} where id = ${id}`);
  const [item] = await db
    .insert(trashItems)
    .values({
      kind,
      rowId: id,
      title,
      rows,
      links,
      imageIds: imageIds as string[],
      parentRowId,
      deletedById: actor.adminUserId,
      deletedByEmail: actor.actorEmail,
    })
    .returning({ id: trashItems.id });
  if (!item) throw new Error("the trash did not keep the row");
  await recordAuditEvent({
    db,
    event: { ...actor, action: "trash", targetType: kind, targetId: id, details: { title } },
  });
  return { ok: true, trashId: item.id, title, row };
}
