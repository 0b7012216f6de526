import { recordAuditEvent } from "#core/audit/record-audit-event";
import { invalid } from "#core/result";
import type { ContentSave, SaveOutcome } from "#core/write-content-row";
import { isUniqueViolation } from "#db/errors";
import { newsletterIssues } from "#db/schema";
import type { NewsletterIssueInput } from "#rules/newsletter-issue";
import { NEWSLETTER_EDITOR_MESSAGES } from "#rules/newsletter-issue";
import { prepareNewsletterIssue } from "./prepare-newsletter-issue";

/** Saves a new issue as a draft (several drafts can be open at once). */
export async function createNewsletterIssue({
  db,
  input,
  actor,
}: ContentSave<NewsletterIssueInput>): Promise<SaveOutcome> {
  try {
    return await db.transaction(async (tx): Promise<SaveOutcome> => {
      const prepared = await prepareNewsletterIssue({ db: tx, input });
      if (!prepared.ok) return prepared;
      const [row] = await tx.insert(newsletterIssues).values(prepared.values).returning({ id: newsletterIssues.id });
      if (!row) throw new Error("the issue was not added");
      await recordAuditEvent({
        db: tx,
        event: {
          ...actor,
          action: "create",
          targetType: "newsletter_issue",
          targetId: row.id,
          details: { subject: prepared.values.subject },
        },
      });
      return { ok: true, id: row.id };
    });
  } catch (error) {
    // Two drafts saved at the same moment with the same subject.
    if (isUniqueViolation(error, "newsletter_issues_slug_unique"))
      return invalid({ slug: NEWSLETTER_EDITOR_MESSAGES.slugTaken });
    throw error;
  }
}
