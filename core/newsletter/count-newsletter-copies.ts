import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { emailSubscribers, newsletterIssues, outboxEmails } from "#db/schema";

export type NewsletterCopyCounts = {
  /** Copies queued when sending started. */
  total: number;
  queued: number;
  sending: number;
  /** Waiting until a mail server is configured. */
  held: number;
  /** Not sent yet: queued, being sent, or held. */
  waiting: number;
  sent: number;
  /** Refused for good, or given up on after every retry. */
  failed: number;
  /** Not sent: the subscriber unsubscribed, or the address was suppressed, before its turn. */
  cancelled: number;
  /** Of those not sent, because the address was suppressed (its mail kept failing). */
  suppressed: number;
  /** Of those not sent, because the subscriber unsubscribed. */
  unsubscribed: number;
};

const status = outboxEmails.status;
const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(${outboxEmails.id}) filter (where ${condition})::int`;

/**
 * Where the copies of each issue stand. A delivered copy is deleted some
 * time after its issue was sent (pruneSentNewsletterCopies), and nothing else
 * removes a copy, so "sent" is what the issue queued less the copies that
 * were not delivered: the same figure before and after the clean-up.
 */
export async function countNewsletterCopies({
  db,
  issueIds,
}: {
  db: Executor;
  issueIds: string[];
}): Promise<Map<string, NewsletterCopyCounts>> {
  if (issueIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: newsletterIssues.id,
      recipients: newsletterIssues.recipientCount,
      rows: sql<number>`count(${outboxEmails.id})::int`,
      queued: counted(sql`${status} = 'queued'`),
      sending: counted(sql`${status} = 'sending'`),
      held: counted(sql`${status} = 'held'`),
      failed: counted(sql`${status} = 'failed'`),
      cancelled: counted(sql`${status} = 'cancelled'`),
      // Only the few copies not sent look at their subscriber.
      suppressed: counted(sql`${status} = 'cancelled' and exists (select 1 from ${emailSubscribers}
        where ${emailSubscribers.id} = ${outboxEmails.subscriberId} and ${emailSubscribers.suppressedAt} is not null)`),
      notSent: counted(sql`${status} <> 'sent'`),
    })
    .from(newsletterIssues)
    .leftJoin(outboxEmails, eq(outboxEmails.newsletterIssueId, newsletterIssues.id))
    .where(inArray(newsletterIssues.id, issueIds))
    .groupBy(newsletterIssues.id);
  return new Map(
    rows.map((row) => {
      const total = row.recipients ?? row.rows;
      const counts: NewsletterCopyCounts = {
        total,
        queued: row.queued,
        sending: row.sending,
        held: row.held,
        waiting: row.queued + row.sending + row.held,
        sent: Math.max(0, total - row.notSent),
        failed: row.failed,
        cancelled: row.cancelled,
        suppressed: row.suppressed,
        unsubscribed: row.cancelled - row.suppressed,
      };
      return [row.id, counts];
    }),
  );
}

export const NO_COPIES: NewsletterCopyCounts = {
  total: 0,
  queued: 0,
  sending: 0,
  held: 0,
  waiting: 0,
  sent: 0,
  failed: 0,
  cancelled: 0,
  suppressed: 0,
  unsubscribed: 0,
};
