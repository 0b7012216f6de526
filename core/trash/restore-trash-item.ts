import { eq, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { type Conflict, conflict, NOT_FOUND, type NotFound, type Result } from "#core/result";
import { DEMO_SETTINGS_GROUP, SITE_SETTINGS_TARGET_EVENT } from "#core/seed/remove-demo-content";
import type { Executor } from "#db/client";
import { isForeignKeyViolation, isUniqueViolation } from "#db/errors";
import { queryRows } from "#db/query-rows";
import { type TrashedRows, trashItems } from "#db/schema";
import type { TrashKind } from "#rules/allowed-values";
import { isUuid } from "#rules/ids";
import { TRASH_KIND_SPECS, type TrashedRow } from "./trash-kinds";

type Restored = {
  kind: TrashKind;
  rowId: string;
  title: string /** A hero image put back inactive. */;
  inactive: boolean;
};
export type RestoreFailure = NotFound | SlugTaken | Conflict<"needs-parent", { parentTitle: string | null }>;
/** A class type's address, or a session type's booking address, that another row has now. */
type SlugTaken = Conflict<"slug-taken", { slug: string }> | Conflict<"session-slug-taken", { slug: string }>;
export type RestoreResult = Result<Restored, RestoreFailure>;

/** The columns the table has now: a column added since the row was trashed gets its default, a dropped one is left out. */
async function currentColumns(db: Executor, table: string): Promise<Set<string>> {
  const rows = await queryRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`,
  );
  return new Set(rows.map((row) => row.column_name));
}

/** Puts rows back as they were (ids included); Postgres reads them back from its own JSON, so every type is exact. */
async function insertRows(db: Executor, group: TrashedRows, skipTaken: boolean): Promise<void> {
  const first = group.rows[0];
  if (!first) return;
  const columns = await currentColumns(db, group.table);
  const names = Object.keys(first).filter((name) => columns.has(name));
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const table = sql.identifier(group.table);
  await db.execute(
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(group.rows)}::json)${skipTaken ? sql` on conflict do nothing` : sql``}`,
  );
}

/** Clears the links of `group`'s rows whose target is gone now, as the database would have when it went. */
async function clearGoneLinks(
  db: Executor,
  optional: { table: string; column: string; target: string }[],
  group: TrashedRows,
): Promise<void> {
  for (const link of optional.filter((entry) => entry.table === group.table))
    for (const row of group.rows) {
      const target = row[link.column];
      if (typeof target === "string" && !(await exists(db, link.target, target))) row[link.column] = null;
    }
}

async function exists(db: Executor, table: string, value: string, column = "id"): Promise<boolean> {
  const rows = await queryRows<unknown>(
    db,
    sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
  );
  return rows.length > 0;
}

/**
 * What must hold before a row can come back, per kind: a class type's address
 * must be free (a live slug also leaves the old-address history, as saving
 * does); a hero image that was active comes back inactive when its page has
 * another active one now.
 */
async function prepareRow(db: Executor, kind: TrashKind, row: TrashedRow): Promise<SlugTaken | { inactive: boolean }> {
  if (kind === "session_type") {
    const slug = String(row.slug);
    const rows = await queryRows<unknown>(db, sql`select 1 from session_types where slug = ${slug}`);
    if (rows.length > 0) return conflict("session-slug-taken", { slug });
  }
  if (kind === "class_type") {
    const slug = String(row.slug);
    const rows = await queryRows<unknown>(db, sql`select 1 from class_types where slug = ${slug}`);
    if (rows.length > 0) return conflict("slug-taken", { slug });
    await db.execute(sql`delete from class_type_slug_history where slug = ${slug}`);
  }
  if (kind === "newsletter_issue") {
    // A draft's archive address is not public yet: when another issue has it now, it takes a free one.
    const base = String(row.slug);
    let slug = base;
    for (let number = 2; await exists(db, "newsletter_issues", slug, "slug"); number++) slug = `${base}-${number}`;
    row.slug = slug;
    // A scheduled issue comes back as a draft, so its time (maybe past now) does not send it at once.
    if (row.status === "scheduled") Object.assign(row, { status: "draft", scheduled_at: null });
  }
  if (kind === "hero_image" && row.is_active === true) {
    const rows = await queryRows<unknown>(
      db,
      sql`select 1 from hero_images where is_active and page_assignment = ${String(row.page_assignment)}`,
    );
    if (rows.length > 0) {
      row.is_active = false;
      return { inactive: true };
    }
  }
  return { inactive: false };
}

/** The kind each demo table's rows are checked as before they come back (an address taken, an active hero). */
const DEMO_GROUP_KINDS: Record<string, TrashKind> = { class_types: "class_type", hero_images: "hero_image" };
/** Groups whose rows are skipped when a live row has their key now: an old class address, a subscriber's email, an issue's address. */
const DEMO_SKIP_TAKEN = new Set(["class_type_slug_history", "email_subscribers", "session_types", "newsletter_issues"]);

/**
 * Puts the demo content back (decision 054): its groups in the order they were
 * kept, each row checked as Restore checks one of its kind, the links to rows
 * gone meanwhile cleared. A subscriber whose email signed up again meanwhile
 * stays as that signup, and the demo phone number and address come back where
 * the settings are still empty.
 */
async function restoreDemoGroups(
  db: Executor,
  groups: TrashedRows[],
  actor: AuditActor,
): Promise<SlugTaken | { inactive: boolean }> {
  const optional = Object.values(TRASH_KIND_SPECS).flatMap((spec) => spec.optional ?? []);
  let inactive = false;
  for (const group of groups) {
    if (group.table === DEMO_SETTINGS_GROUP) {
      for (const [column, value] of Object.entries(group.rows[0] ?? {}))
        await db.execute(
          sql`update site_settings set ${sql.identifier(column)} = ${String(value)} where id = 1 and ${sql.identifier(column)} = ''`,
        );
      await recordAuditEvent({ db, event: { ...actor, action: "update", ...SITE_SETTINGS_TARGET_EVENT } });
      continue;
    }
    const kind = DEMO_GROUP_KINDS[group.table];
    if (kind)
      for (const row of group.rows) {
        const prepared = await prepareRow(db, kind, row);
        if ("ok" in prepared) return prepared;
        inactive ||= prepared.inactive;
      }
    await clearGoneLinks(db, optional, group);
    if (group.table === "subscriber_consents") {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select id::text as id from email_subscribers where id::text = any(${sql.param(group.rows.map((row) => String(row.subscriber_id)))})`,
      );
      const live = new Set(rows.map((row) => row.id));
      group.rows = group.rows.filter((row) => live.has(String(row.subscriber_id)));
    }
    await insertRows(db, group, DEMO_SKIP_TAKEN.has(group.table));
  }
  return { inactive };
}

/**
 * Puts a trashed row back exactly as it was: same id, order, status and
 * relations (its dependent rows, and the links the delete cleared when they
 * have no other since). Refused with a reason when its address is taken or
 * what it belongs to is gone. In a caller's transaction it restores in a
 * savepoint, so a refusal leaves that transaction as it was.
 */
export async function restoreTrashItem({
  db,
  id,
  actor,
}: {
  db: Executor;
  id: string;
  actor: AuditActor;
}): Promise<RestoreResult> {
  if (!isUuid(id)) return NOT_FOUND;
  try {
    return await restoreInTransaction({ db, id, actor });
  } catch (error) {
    // Something the rows point at is gone (an admin account a reply names), or a
    // key was taken between the checks and the insert: nothing was restored.
    if (isForeignKeyViolation(error)) return conflict("needs-parent", { parentTitle: null });
    if (isUniqueViolation(error, "class_types_slug_unique")) {
      const [item] = await db.select().from(trashItems).where(eq(trashItems.id, id));
      return conflict("slug-taken", { slug: String(item?.rows[0]?.rows[0]?.slug ?? "") });
    }
    throw error;
  }
}

function restoreInTransaction({ db, id, actor }: { db: Executor; id: string; actor: AuditActor }) {
  return db.transaction(async (tx): Promise<RestoreResult> => {
    const [item] = await tx.select().from(trashItems).where(eq(trashItems.id, id)).for("update");
    if (!item) return NOT_FOUND;
    const kind = item.kind as TrashKind;
    if (kind === "demo_content") {
      const prepared = await restoreDemoGroups(tx, item.rows, actor);
      if ("ok" in prepared) return prepared;
      await tx.delete(trashItems).where(eq(trashItems.id, id));
      await recordAuditEvent({
        db: tx,
        event: { ...actor, action: "restore", targetType: kind, targetId: item.rowId, details: { title: item.title } },
      });
      return { ok: true, kind, rowId: item.rowId, title: item.title, inactive: prepared.inactive };
    }
    const spec = TRASH_KIND_SPECS[kind];

    if (spec.parent && item.parentRowId && !(await exists(tx, spec.parent.table, item.parentRowId))) {
      const [parent] = await tx
        .select({ title: trashItems.title })
        .from(trashItems)
        .where(sql`${trashItems.kind} = ${spec.parent.kind} and ${trashItems.rowId} = ${item.parentRowId}`);
      return conflict("needs-parent", { parentTitle: parent?.title ?? null });
    }

    const [main, ...children] = item.rows;
    const row = main?.rows[0];
    if (!main || !row) throw new Error(`trash item ${id} holds no row`);
    const prepared = await prepareRow(tx, kind, row);
    if ("ok" in prepared) return prepared;

    for (const group of item.rows) await clearGoneLinks(tx, spec.optional ?? [], group);
    await insertRows(tx, main, false);
    for (const group of children) {
      const child = spec.children?.find((entry) => entry.table === group.table);
      await insertRows(tx, group, child?.keepLive === true);
    }
    for (const link of item.links) {
      await tx.execute(
        sql`update ${sql.identifier(link.table)} set ${sql.identifier(link.column)} = ${item.rowId}
            where id::text in (${sql.join(
              link.ids.map((linked) => sql`${linked}`),
              sql`, `,
            )}) and ${sql.identifier(link.column)} is null`,
      );
    }
    await tx.delete(trashItems).where(eq(trashItems.id, id));
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "restore", targetType: kind, targetId: item.rowId, details: { title: item.title } },
    });
    return { ok: true, kind, rowId: item.rowId, title: item.title, inactive: prepared.inactive };
  });
}
