import { type AuditActor, type AuditEvent, recordAuditEvent } from "#core/audit/record-audit-event";
import type { Database, Executor } from "#db/client";

export type { AuditActor };

/** What a write to one row of a list is given: the database, the row's id (from a form), and who asks. */
export type RowWriteOptions = { db: Database; id: string; actor: AuditActor };

/** Records what `actor` did to one row; pass the transaction of the change itself. */
export function recordRowChange(
  tx: Executor,
  actor: AuditActor,
  change: Required<Pick<AuditEvent, "targetType" | "targetId" | "details">> & { action: "update" | "delete" },
): Promise<void> {
  return recordAuditEvent({ db: tx, event: { ...actor, ...change } });
}
