import { and, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { newsletterIssues } from "#db/schema";

/**
 * The issues shown in the public archive: marked for it and sending or sent
 * (a started send is what sets `send_started_at`). Drafts and scheduled
 * issues never are.
 */
export function archivedIssues(): SQL {
  return and(eq(newsletterIssues.inArchive, true), isNotNull(newsletterIssues.sendStartedAt)) as SQL;
}

/** What the archive reads of an issue; `sentAt` is when sending started, its date in the archive. */
export const archivedIssueColumns = {
  id: newsletterIssues.id,
  slug: newsletterIssues.slug,
  subject: newsletterIssues.subject,
  previewText: newsletterIssues.previewText,
  body: newsletterIssues.body,
  sentAt: sql<Date>`${newsletterIssues.sendStartedAt}`.mapWith(newsletterIssues.sendStartedAt),
};
