import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { NOT_FOUND, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";
import { type TrashedRows, trashItems } from "#db/schema";
import { DEMO_CONTENT_MESSAGES, DEMO_PHONE, DEMO_POSTAL_ADDRESS, demoContentParts } from "#rules/demo-content";
import { DEMO_TABLES } from "./demo-tables";
import { findDemoContent } from "./find-demo-content";
import { lockDemoContent } from "./lock-demo-content";
import { takeDemoVisits } from "./take-demo-visits";

/** The settings group of the trash item: the demo values it cleared, put back on restore where still empty. */
export const DEMO_SETTINGS_GROUP = "site_settings";
/** How the audit log names the settings (SITE_SETTINGS_TARGET), so an open settings form sees the change. */
export const SITE_SETTINGS_TARGET_EVENT = { targetType: "site_settings", targetId: "site" } as const;

async function rowsOf(db: Executor, table: string, column: string, ids: string[]): Promise<Record<string, unknown>[]> {
  const rows = await queryRows<{ row: Record<string, unknown> }>(
    db,
    sql`select row_to_json(t) as row from ${sql.identifier(table)} t
        where ${sql.identifier(column)} = any(${sql.param(ids)}::uuid[])`,
  );
  return rows.map((entry) => entry.row);
}

/**
 * "Remove the demo content": moves every demo row still on the site that is
 * not the owner's now (findDemoContent) to the Trash as ONE item, so one
 * Restore brings it all back, and clears the demo phone number and address
 * where still as given. Not found when nothing is left to remove.
 */
export async function removeDemoContent({
  db,
  actor,
}: {
  db: Executor;
  actor: AuditActor;
}): Promise<Result<{ trashId: string; title: string }>> {
  return db.transaction(async (tx): Promise<Result<{ trashId: string; title: string }>> => {
    await lockDemoContent(tx);
    const { ids, counts } = await findDemoContent({ db: tx });
    const parts = demoContentParts(counts);
    if (parts.length === 0) return NOT_FOUND;

    const groups: TrashedRows[] = [];
    const imageIds = new Set<string>();
    for (const entry of DEMO_TABLES) {
      const wanted = ids.get(entry.table) ?? [];
      if (wanted.length === 0) continue;
      const rows = await rowsOf(tx, entry.table, "id", wanted);
      groups.push({ table: entry.table, rows });
      for (const row of rows)
        for (const column of entry.images) if (typeof row[column] === "string") imageIds.add(row[column] as string);
      for (const child of entry.children) {
        const kept = await rowsOf(tx, child.table, child.column, wanted);
        if (kept.length > 0) groups.push({ table: child.table, rows: kept });
      }
    }
    const cleared = {
      ...(counts.phone ? { phone: DEMO_PHONE } : {}),
      ...(counts.address ? { postal_address: DEMO_POSTAL_ADDRESS } : {}),
    };
    if (counts.phone || counts.address) groups.push({ table: DEMO_SETTINGS_GROUP, rows: [cleared] });
    groups.push(...(await takeDemoVisits({ db: tx })));

    // Rows that point at others go first; the database deletes their children with them.
    for (const entry of [...DEMO_TABLES].reverse()) {
      const wanted = ids.get(entry.table) ?? [];
      if (wanted.length > 0)
        await tx.execute(sql`delete from ${sql.identifier(entry.table)} where id = any(${sql.param(wanted)}::uuid[])`);
    }
    if (counts.phone) await tx.execute(sql`update site_settings set phone = '', updated_at = now() where id = 1`);
    if (counts.address)
      await tx.execute(sql`update site_settings set postal_address = '', updated_at = now() where id = 1`);
    // A settings form open elsewhere is now out of date: its save is refused as stale (decision 052).
    if (counts.phone || counts.address)
      await recordAuditEvent({
        db: tx,
        event: {
          ...actor,
          action: "update",
          ...SITE_SETTINGS_TARGET_EVENT,
          details: { cleared: Object.keys(cleared) },
        },
      });

    const rowId = randomUUID();
    const title = DEMO_CONTENT_MESSAGES.trashTitle(parts);
    const [item] = await tx
      .insert(trashItems)
      .values({
        kind: "demo_content",
        rowId,
        title,
        rows: groups,
        imageIds: [...imageIds],
        deletedById: actor.adminUserId,
        deletedByEmail: actor.actorEmail,
      })
      .returning({ id: trashItems.id });
    if (!item) throw new Error("the trash did not keep the demo content");
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "trash", targetType: "demo_content", targetId: rowId, details: { title } },
    });
    return { ok: true, trashId: item.id, title };
  });
}
