import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";
import { countNewsletterCopies, type NewsletterCopyCounts, NO_COPIES } from "./count-newsletter-copies";

export type NewsletterProgress = NewsletterCopyCounts & {
  /** The latest failures, with the mail server's answer. */
  failures: { email: string; error: string; at: Date }[];
};

const FAILURES_SHOWN = 50;

/** Where the sending of one issue stands, from its copies in the outbox. */
export async function getNewsletterProgress({
  db,
  issueId,
}: {
  db: Executor;
  issueId: string;
}): Promise<NewsletterProgress> {
  const [counts, failures] = await Promise.all([
    countNewsletterCopies({ db, issueIds: [issueId] }),
    db
      .select({ email: outboxEmails.toAddress, error: outboxEmails.lastError, at: outboxEmails.updatedAt })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.newsletterIssueId, issueId), eq(outboxEmails.status, "failed")))
      .orderBy(desc(outboxEmails.updatedAt))
      .limit(FAILURES_SHOWN),
  ]);
  return {
    ...(counts.get(issueId) ?? NO_COPIES),
    failures: failures.map((failure) => ({ ...failure, error: failure.error ?? "" })),
  };
}
