import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { nextDisplayOrder } from "#core/display-order";
import { invalid } from "#core/result";
import type { SaveOutcome } from "#core/write-content-row";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { sessionTypes } from "#db/schema";
import { SESSION_TYPE_MESSAGES } from "#rules/session-type";
import { lockSessionTypeOrder } from "./lock-session-type-order";
import { prepareSessionType, SESSION_TYPE_SLUG_CONSTRAINT } from "./prepare-session-type";

/** Adds a session type from the form's values, last in the list; audited in the same transaction. */
export async function createSessionType({
  db,
  input,
  actor,
}: {
  db: Database;
  input: Record<string, unknown>;
  actor: AuditActor;
}): Promise<SaveOutcome> {
  try {
    return await db.transaction(async (tx): Promise<SaveOutcome> => {
      const prepared = await prepareSessionType({ db: tx, input });
      if (!prepared.ok) return prepared;
      await lockSessionTypeOrder(tx);
      const displayOrder = await nextDisplayOrder({ db: tx, table: sessionTypes });
      const [row] = await tx
        .insert(sessionTypes)
        .values({ ...prepared.columns, displayOrder })
        .returning({ id: sessionTypes.id });
      if (!row) throw new Error("the session type was not added");
      await recordAuditEvent({
        db: tx,
        event: {
          ...actor,
          action: "create",
          targetType: "session_type",
          targetId: row.id,
          details: { name: prepared.columns.name, slug: prepared.columns.slug },
        },
      });
      return { ok: true, id: row.id };
    });
  } catch (error) {
    // Another save took the slug between the check and the write.
    if (isUniqueViolation(error, SESSION_TYPE_SLUG_CONSTRAINT))
      return invalid({ slug: SESSION_TYPE_MESSAGES.slugTaken });
    throw error;
  }
}
