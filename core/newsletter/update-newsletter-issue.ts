import { eq } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import { checkEditVersion, type StaleEdit } from "#core/edit-versions/check-edit-version";
import { type Conflict, conflict, type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { ContentSave } from "#core/write-content-row";
import { isUniqueViolation } from "#db/errors";
import { newsletterIssues } from "#db/schema";
import { isUuid } from "#rules/ids";
import { NEWSLETTER_EDITOR_MESSAGES, type NewsletterIssueInput } from "#rules/newsletter-issue";
import { prepareNewsletterIssue } from "./prepare-newsletter-issue";

export type NewsletterSaveOutcome = Result<{ id: string }, NotFound | Invalid | StaleEdit | Conflict<"frozen">>;

/**
 * Saves the form over a draft or scheduled issue, unless it was saved after
 * `opened`; an issue being sent or sent is frozen.
 */
export async function updateNewsletterIssue({
  db,
  id,
  input,
  actor,
  opened,
}: ContentSave<NewsletterIssueInput> & { id: string }): Promise<NewsletterSaveOutcome> {
  if (!isUuid(id)) return NOT_FOUND;
  try {
    return await db.transaction(async (tx): Promise<NewsletterSaveOutcome> => {
      const stale = await checkEditVersion({ tx, type: "newsletter_issue", id, opened });
      if (stale) return stale;
      const [current] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
      if (!current) return NOT_FOUND;
      if (current.status === "sending" || current.status === "sent") return conflict("frozen");
      const prepared = await prepareNewsletterIssue({ db: tx, input, id });
      if (!prepared.ok) return prepared;
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [field, to] of Object.entries(prepared.values)) {
        const from = current[field as keyof typeof current];
        if (from !== to) changes[field] = field === "body" ? { from: "…", to: "…" } : { from, to };
      }
      await tx
        .update(newsletterIssues)
        .set({ ...prepared.values, updatedAt: new Date() })
        .where(eq(newsletterIssues.id, id));
      await recordAuditEvent({
        db: tx,
        event: {
          ...actor,
          action: "update",
          targetType: "newsletter_issue",
          targetId: id,
          details: { subject: prepared.values.subject, changes },
        },
      });
      return { ok: true, id };
    });
  } catch (error) {
    if (isUniqueViolation(error, "newsletter_issues_slug_unique"))
      return invalid({ slug: NEWSLETTER_EDITOR_MESSAGES.slugTaken });
    throw error;
  }
}
