import type { AppLoadContext } from "react-router";
import type { ArchivedIssueSummary } from "#core/newsletter/list-archived-issues";
import { NEWSLETTER_ARCHIVE_PATH, newsletterArchiveUrl } from "#rules/newsletter";
import type { BusinessDetails } from "./business-data";
import type { NewsletterIssueLink } from "./structured-data";

export type IssueDate = { iso: string; text: string };

/** "November 9, 2026": the day an issue was sent, where the business is, with the instant for <time>. */
export function issueDate(moment: Date, timeZone: string): IssueDate {
  return {
    iso: moment.toISOString(),
    text: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(moment),
  };
}

/** An issue as the archive's pages show it: its address, title, line of preview and date. */
export function archiveEntry(
  issue: Pick<ArchivedIssueSummary, "slug" | "subject" | "previewText" | "sentAt">,
  context: AppLoadContext,
) {
  return {
    path: `${NEWSLETTER_ARCHIVE_PATH}/${issue.slug}`,
    subject: issue.subject,
    previewText: issue.previewText.trim(),
    sent: issueDate(issue.sentAt, context.siteSettings.timeZone),
  };
}

/** The same issue for search engines. */
export function archiveEntryLink(
  issue: Pick<ArchivedIssueSummary, "slug" | "subject" | "previewText" | "sentAt">,
  business: BusinessDetails,
): NewsletterIssueLink {
  return {
    url: newsletterArchiveUrl(business.url, issue.slug),
    subject: issue.subject,
    description: issue.previewText.trim(),
    sentAt: issue.sentAt.toISOString(),
  };
}
