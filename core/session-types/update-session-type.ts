import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { checkEditVersion } from "#core/edit-versions/check-edit-version";
import { invalid, NOT_FOUND } from "#core/result";
import type { SaveOutcome } from "#core/write-content-row";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { sessionTypes } from "#db/schema";
import type { OpenedVersion } from "#rules/edit-version";
import { isUuid } from "#rules/ids";
import { SESSION_TYPE_MESSAGES } from "#rules/session-type";
import { prepareSessionType, SESSION_TYPE_SLUG_CONSTRAINT } from "./prepare-session-type";

/**
 * Saves the form over the session type `id`, unless someone saved it after
 * `opened` (decision 052); the activity log names the fields that changed.
 */
export async function updateSessionType({
  db,
  id,
  input,
  actor,
  opened,
}: {
  db: Database;
  id: string;
  input: Record<string, unknown>;
  actor: AuditActor;
  /** The version the edit form was opened at. */
  opened?: OpenedVersion;
}): Promise<SaveOutcome> {
  if (!isUuid(id)) return NOT_FOUND;
  try {
    return await db.transaction(async (tx): Promise<SaveOutcome> => {
      const stale = await checkEditVersion({ tx, type: "session_type", id, opened });
      if (stale) return stale;
      const [current] = await tx.select().from(sessionTypes).where(eq(sessionTypes.id, id)).for("update");
      if (!current) return NOT_FOUND;
      const prepared = await prepareSessionType({ db: tx, input, sessionTypeId: id });
      if (!prepared.ok) return prepared;
      const { columns } = prepared;
      const changed = Object.keys(columns).filter(
        (field) =>
          JSON.stringify(current[field as keyof typeof current]) !==
          JSON.stringify(columns[field as keyof typeof columns]),
      );
      await tx.update(sessionTypes).set(columns).where(eq(sessionTypes.id, id));
      await recordAuditEvent({
        db: tx,
        event: {
          ...actor,
          action: "update",
          targetType: "session_type",
          targetId: id,
          details: { name: columns.name, changed },
        },
      });
      return { ok: true, id };
    });
  } catch (error) {
    if (isUniqueViolation(error, SESSION_TYPE_SLUG_CONSTRAINT))
      return invalid({ slug: SESSION_TYPE_MESSAGES.slugTaken });
    throw error;
  }
}
