import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";

/**
 * The email was accepted by the mail server. Only under the lease it was sent
 * with (confirm-mail-lease.ts); answers false when the row no longer holds it
 * (another worker took the email after that lease ran out). A newsletter copy
 * that arrives sets its subscriber's permanent failures back to 0 in the same
 * statement (decision 068).
 */
export async function recordMailSent({ db, id, lease }: { db: Executor; id: string; lease: Date }): Promise<boolean> {
  const rows = await queryRows<{ recorded: number }>(
    db,
    sql`
    with sent as (
      update outbox_emails
      set status = 'sent', sent_at = now(), lease_expires_at = null, last_error = null, updated_at = now()
      where id = ${id} and status = 'sending' and lease_expires_at = ${lease.toISOString()}::timestamptz
      returning subscriber_id
    ), cleared as (
      update email_subscribers set permanent_failures = 0, updated_at = now()
      where id in (select subscriber_id from sent) and permanent_failures > 0
    )
    select count(*)::int as "recorded" from sent`,
  );
  return (rows[0]?.recorded ?? 0) > 0;
}
