import { eq, sql } from "drizzle-orm";
import type { AuditActor } from "#core/audit/record-audit-event";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import { type Conflict, conflict, type Invalid, invalid, NOT_FOUND, type Result } from "#core/result";
import type { Database } from "#db/client";
import { emailSubscribers, newsletterIssues } from "#db/schema";
import { isUuid } from "#rules/ids";
import { NEWSLETTER_MESSAGES } from "#rules/newsletter";
import { newsletterSendProblems } from "#rules/newsletter-issue";
import { newsletterAudience } from "./newsletter-audience";

export type ScheduleResult = Result<
  object,
  | typeof NOT_FOUND
  | Invalid<{ subject?: string; body?: string; postalAddress?: string; audience?: string }>
  | Conflict<"frozen">
>;

/**
 * Sets a draft (or an already scheduled issue) to be sent at `at`; the
 * scheduled job starts it then. Refused, changing nothing, when the issue
 * could not be sent as it is: no subject, no body, no postal address, or no
 * subscriber in its audience.
 */
export async function scheduleNewsletterIssue({
  db,
  id,
  at,
  postalAddress,
  actor,
}: {
  db: Database;
  id: string;
  at: Date;
  postalAddress: string;
  actor: AuditActor;
}): Promise<ScheduleResult> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx): Promise<ScheduleResult> => {
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
    if (!issue) return NOT_FOUND;
    if (issue.status === "sending" || issue.status === "sent") return conflict("frozen");
    const problems = newsletterSendProblems({ subject: issue.subject, body: issue.body, postalAddress });
    if (Object.keys(problems).length > 0) return invalid(problems);
    const [audience] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(emailSubscribers)
      .where(newsletterAudience(issue.audienceSource));
    if (!audience?.count) return invalid({ audience: NEWSLETTER_MESSAGES.noRecipients });
    await tx
      .update(newsletterIssues)
      .set({ status: "scheduled", scheduledAt: at, updatedAt: new Date() })
      .where(eq(newsletterIssues.id, id));
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "newsletter_scheduled",
        targetType: "newsletter_issue",
        targetId: id,
        details: { subject: issue.subject, at: at.toISOString() },
      },
    });
    return { ok: true };
  });
}
