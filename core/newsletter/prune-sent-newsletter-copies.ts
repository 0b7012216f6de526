import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";

/** How long the delivered copies of an issue are kept once it is sent. */
export const NEWSLETTER_COPIES_KEPT_DAYS = 30;

const BATCH = 1000;

/**
 * Deletes the delivered copies of issues sent more than `keptDays` ago
 * (decision 068), in batches of a thousand, each its own short statement, so
 * a large issue never holds its rows locked for long; stops between two
 * batches when `signal` is aborted. Failed copies stay, with the mail
 * server's answer, and so do those not sent (few; they say who unsubscribed
 * or was suppressed meanwhile): the figures come from what stays and
 * its recipient count. Answers how many copies it deleted.
 */
export async function pruneSentNewsletterCopies({
  db,
  now = new Date(),
  keptDays = NEWSLETTER_COPIES_KEPT_DAYS,
  signal,
}: {
  db: Executor;
  now?: Date;
  keptDays?: number;
  signal?: AbortSignal;
}): Promise<number> {
  const before = new Date(now.getTime() - keptDays * 86_400_000).toISOString();
  let deleted = 0;
  for (;;) {
    const rows = await queryRows<{ deleted: number }>(
      db,
      sql`
      with gone as (
        delete from outbox_emails where id = any(array(
          select o.id from newsletter_issues i
          join outbox_emails o on o.newsletter_issue_id = i.id
          where i.status = 'sent' and i.send_finished_at < ${before}::timestamptz and o.status = 'sent'
          limit ${BATCH}))
        returning 1)
      select count(*)::int as deleted from gone`,
    );
    const batch = Number(rows[0]?.deleted ?? 0);
    deleted += batch;
    if (batch < BATCH || signal?.aborted) return deleted;
  }
}
