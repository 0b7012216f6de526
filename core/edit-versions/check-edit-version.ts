import { and, desc, eq, gt, sql } from "drizzle-orm";
import { type Conflict, conflict } from "#core/result";
import type { Executor } from "#db/client";
import { adminUsers, auditLog } from "#db/schema";
import type { OpenedVersion } from "#rules/edit-version";

/** A save refused because someone saved the row after its editor was opened: who (a name or an address) and when. */
export type StaleEdit = Conflict<"stale", { changedBy: string; changedAt: Date }>;

/**
 * Run first in a save's transaction, before it writes: holds the row until the
 * transaction ends, so two saves of it go one after the other, then answers
 * whether a change was recorded after the version the editor was opened at
 * (readEditVersions). A save sent with `overwrite` goes ahead knowingly; one
 * sent without a version (a new row, a request made by hand) is not checked.
 */
export async function checkEditVersion({
  tx,
  type,
  id,
  opened,
}: {
  /** The save's own transaction. */
  tx: Executor;
  /** The audit log's name for the kind of row, e.g. "team_member". */
  type: string;
  id: string;
  opened: OpenedVersion | undefined;
}): Promise<StaleEdit | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('edit-version'), hashtext(${`${type}:${id}`}))`);
  if (!opened || opened.overwrite) return null;
  const [newer] = await tx
    .select({ at: auditLog.createdAt, email: auditLog.actorEmail, name: adminUsers.name })
    .from(auditLog)
    .leftJoin(adminUsers, eq(adminUsers.id, auditLog.adminUserId))
    .where(
      and(
        eq(auditLog.targetType, type),
        eq(auditLog.targetId, id),
        eq(auditLog.action, "update"),
        gt(auditLog.id, opened.version),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!newer) return null;
  return conflict("stale", { changedBy: newer.name || newer.email, changedAt: newer.at });
}
