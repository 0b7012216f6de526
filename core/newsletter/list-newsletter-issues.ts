import { desc, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { newsletterIssues } from "#db/schema";
import type { NewsletterIssueStatus } from "#rules/allowed-values";

export type NewsletterIssueRow = {
  id: string;
  subject: string;
  status: NewsletterIssueStatus;
  audienceSource: string | null;
  scheduledAt: Date | null;
  sendStartedAt: Date | null;
  sendFinishedAt: Date | null;
  recipientCount: number | null;
  updatedAt: Date;
};

/**
 * Every issue for the newsletter page: drafts and scheduled ones first (the
 * soonest scheduled first), then those being sent, then sent ones newest first.
 */
export async function listNewsletterIssues({ db }: { db: Executor }): Promise<NewsletterIssueRow[]> {
  const rows = await db
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      status: newsletterIssues.status,
      audienceSource: newsletterIssues.audienceSource,
      scheduledAt: newsletterIssues.scheduledAt,
      sendStartedAt: newsletterIssues.sendStartedAt,
      sendFinishedAt: newsletterIssues.sendFinishedAt,
      recipientCount: newsletterIssues.recipientCount,
      updatedAt: newsletterIssues.updatedAt,
    })
    .from(newsletterIssues)
    .orderBy(
      sql`case ${newsletterIssues.status} when 'sending' then 0 when 'scheduled' then 1 when 'draft' then 2 else 3 end`,
      newsletterIssues.scheduledAt,
      desc(sql`coalesce(${newsletterIssues.sendStartedAt}, ${newsletterIssues.updatedAt})`),
    );
  return rows as NewsletterIssueRow[];
}
