import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";

/**
 * Marks `sent` each issue being sent none of whose copies is still waiting
 * (queued, being sent, or held while no mail server is set), with the time
 * sending finished (decision 068). Answers the ids of the issues it finished.
 */
export async function finishSentNewsletters({ db }: { db: Executor }): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    update newsletter_issues i
    set status = 'sent', send_finished_at = now(), updated_at = now()
    where i.status = 'sending'
      and not exists (
        select 1 from outbox_emails o
        where o.newsletter_issue_id = i.id and o.status in ('queued', 'sending', 'held'))
    returning i.id`,
  );
  return rows.map((row) => row.id);
}
