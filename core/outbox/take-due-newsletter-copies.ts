import { sql } from "drizzle-orm";
import { readNewsletterLimits } from "#core/newsletter/read-newsletter-limits";
import type { Database } from "#db/client";
import { queryRows } from "#db/query-rows";
import { type OutboxEmail, takeDueMail } from "./take-due-mail";

export type NewsletterCopiesTaken = {
  copies: OutboxEmail[];
  /** Copies are due but the rate holds them: look again after this long. Null when none wait for the rate. */
  retryInMs: number | null;
};

/**
 * Takes the newsletter copies that may leave now at the site's rate
 * (site_settings.newsletter_per_minute, decision 068), at most `limit`.
 *
 * Copies being sent (under a lease that has not run out), and those sent
 * within the last minute, count against
 * the rate; so do they within a short step of the minute (one copy's share of
 * it, or one second's for rates above 60 a minute), which spreads the
 * minute's copies over the minute instead of sending them all at its start.
 * Counting and taking happen under one advisory lock, so instances sharing a
 * PostgreSQL database share the rate instead of each taking all of it.
 *
 * `minuteMs`: the length of the rate's minute; shortened only by tests that
 * send thousands of copies.
 */
export async function takeDueNewsletterCopies({
  db,
  limit,
  leaseMs,
  messageIdDomain,
  minuteMs = 60_000,
}: {
  db: Database;
  limit: number;
  leaseMs: number;
  messageIdDomain: string;
  minuteMs?: number;
}): Promise<NewsletterCopiesTaken> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('outbox.newsletter_rate'))`);
    const { perMinute } = await readNewsletterLimits({ db: tx });
    const perStep = Math.ceil(perMinute / 60);
    const stepMs = Math.max(1, Math.round((minuteMs * perStep) / perMinute));
    const rows = await queryRows<{
      inMinute: number;
      inStep: number;
    }>(
      tx,
      sql`
      select
        count(*)::int as "inMinute",
        count(*) filter (where status = 'sending' or sent_at > now() - ${stepMs} * interval '1 millisecond')::int as "inStep"
      from outbox_emails
      where newsletter_issue_id is not null
        and ((status = 'sending' and lease_expires_at > now())
          or sent_at > now() - ${minuteMs} * interval '1 millisecond')`,
    );
    const counted = rows[0] ?? { inMinute: 0, inStep: 0 };
    const room = Math.min(limit, perMinute - counted.inMinute, perStep - counted.inStep);
    if (room > 0) {
      return {
        copies: await takeDueMail({ db: tx, limit: room, leaseMs, messageIdDomain, kind: "newsletter" }),
        retryInMs: null,
      };
    }
    const due = await queryRows<{ due: boolean }>(
      tx,
      sql`
      select exists (
        select 1 from outbox_emails
        where newsletter_issue_id is not null
          and ((status = 'queued' and next_attempt_at <= now()) or (status = 'sending' and lease_expires_at <= now()))
      ) as "due"`,
    );
    return { copies: [], retryInMs: due[0]?.due ? Math.max(25, Math.round(stepMs / 20)) : null };
  });
}
