import { eq } from "drizzle-orm";
import type { AuditActor } from "#core/audit/record-audit-event";
import { type Conflict, conflict, NOT_FOUND, type Result } from "#core/result";
import { moveToTrash } from "#core/trash/move-to-trash";
import type { Database } from "#db/client";
import { newsletterIssues } from "#db/schema";
import { isUuid } from "#rules/ids";

/**
 * Moves a draft or scheduled issue to the trash (decision 034). An issue
 * being sent or sent stays: its copies in the outbox refer to it.
 */
export async function deleteNewsletterIssue({
  db,
  id,
  actor,
}: {
  db: Database;
  id: string;
  actor: AuditActor;
}): Promise<Result<{ trashId: string }, typeof NOT_FOUND | Conflict<"frozen">>> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx) => {
    const [issue] = await tx
      .select({ status: newsletterIssues.status })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, id))
      .for("update");
    if (!issue) return NOT_FOUND;
    if (issue.status === "sending" || issue.status === "sent") return conflict("frozen");
    const trashed = await moveToTrash({ db: tx, kind: "newsletter_issue", id, actor });
    return trashed.ok ? { ok: true, trashId: trashed.trashId } : trashed;
  });
}
