import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { type Conflict, conflict, NOT_FOUND, type Result } from "#core/result";
import type { Database } from "#db/client";
import { newsletterIssues } from "#db/schema";
import { isUuid } from "#rules/ids";

/** "Cancel the scheduled send": a scheduled issue goes back to being a draft. */
export async function unscheduleNewsletterIssue({
  db,
  id,
  actor,
}: {
  db: Database;
  id: string;
  actor: AuditActor;
}): Promise<Result<object, typeof NOT_FOUND | Conflict<"not-scheduled">>> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx) => {
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
    if (!issue) return NOT_FOUND;
    // Already started by the schedule, or taken back in another tab.
    if (issue.status !== "scheduled") return conflict("not-scheduled");
    await tx
      .update(newsletterIssues)
      .set({ status: "draft", scheduledAt: null, updatedAt: new Date() })
      .where(eq(newsletterIssues.id, id));
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "newsletter_unscheduled",
        targetType: "newsletter_issue",
        targetId: id,
        details: { subject: issue.subject, at: issue.scheduledAt?.toISOString() ?? null },
      },
    });
    return { ok: true };
  });
}
