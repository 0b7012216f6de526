import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { emailSubscribers, outboxEmails } from "#db/schema";

export type NewsletterProgress = {
  /** Copies queued when sending started. */
  total: number;
  /** Not sent yet: queued, being sent, or held while mail is not set up. */
  waiting: number;
  /** Of those waiting, held until a mail server is configured. */
  held: number;
  sent: number;
  /** Refused for good, or given up on after every retry. */
  failed: number;
  /** Not sent because the address was suppressed (its mail kept failing) before its turn. */
  suppressed: number;
  /** Not sent because the subscriber unsubscribed before their turn. */
  unsubscribed: number;
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
  const ofIssue = eq(outboxEmails.newsletterIssueId, issueId);
  const [counts, failures] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        waiting: sql<number>`count(*) filter (where ${outboxEmails.status} in ('queued', 'sending', 'held'))::int`,
        held: sql<number>`count(*) filter (where ${outboxEmails.status} = 'held')::int`,
        sent: sql<number>`count(*) filter (where ${outboxEmails.status} = 'sent')::int`,
        failed: sql<number>`count(*) filter (where ${outboxEmails.status} = 'failed')::int`,
        suppressed: sql<number>`count(*) filter (where ${outboxEmails.status} = 'cancelled' and ${emailSubscribers.suppressedAt} is not null)::int`,
        unsubscribed: sql<number>`count(*) filter (where ${outboxEmails.status} = 'cancelled' and ${emailSubscribers.suppressedAt} is null)::int`,
      })
      .from(outboxEmails)
      .leftJoin(emailSubscribers, eq(emailSubscribers.id, outboxEmails.subscriberId))
      .where(ofIssue),
    db
      .select({ email: outboxEmails.toAddress, error: outboxEmails.lastError, at: outboxEmails.updatedAt })
      .from(outboxEmails)
      .where(and(ofIssue, eq(outboxEmails.status, "failed")))
      .orderBy(desc(outboxEmails.updatedAt))
      .limit(FAILURES_SHOWN),
  ]);
  const row = counts[0];
  return {
    total: row?.total ?? 0,
    waiting: row?.waiting ?? 0,
    held: row?.held ?? 0,
    sent: row?.sent ?? 0,
    failed: row?.failed ?? 0,
    suppressed: row?.suppressed ?? 0,
    unsubscribed: row?.unsubscribed ?? 0,
    failures: failures.map((failure) => ({ ...failure, error: failure.error ?? "" })),
  };
}
