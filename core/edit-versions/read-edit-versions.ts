import { and, eq, inArray, max } from "drizzle-orm";
import type { Executor } from "#db/client";
import { auditLog } from "#db/schema";

/**
 * The version of each row an editor opens, by id: the audit record of the
 * last change to it (its id), 0 when it was never changed since it was made.
 * Every save records its change in its own transaction, so the version moves
 * with each one (docs/decisions/052-stale-saves-are-refused.md). Without
 * `ids`, every row of the kind that was ever changed.
 */
export async function readEditVersions({
  db,
  type,
  ids,
}: {
  db: Executor;
  /** The audit log's name for the kind of row, e.g. "team_member". */
  type: string;
  ids?: readonly string[];
}): Promise<Record<string, number>> {
  const versions: Record<string, number> = Object.fromEntries((ids ?? []).map((id) => [id, 0]));
  // A text column cannot hold NUL, so an id with one (a hostile address) names no row: version 0.
  const asked = ids?.filter((id) => !id.includes("\0"));
  if (asked?.length === 0) return versions;
  const rows = await db
    .select({ id: auditLog.targetId, version: max(auditLog.id) })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, type),
        asked ? inArray(auditLog.targetId, asked) : undefined,
        eq(auditLog.action, "update"),
      ),
    )
    .groupBy(auditLog.targetId);
  for (const row of rows) if (row.id !== null && row.version !== null) versions[row.id] = Number(row.version);
  return versions;
}
