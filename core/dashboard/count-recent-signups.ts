import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRow } from "#db/query-rows";

export type RecentSignups = {
  /** New subscribers of the last 7 days who are on the list now. */
  active: number;
  /** New signups of the last 7 days still waiting for their confirmation link to be followed. */
  pending: number;
};

/**
 * Newsletter signups of the last 7 days, by whether they are confirmed. Two
 * range reads of the (status, created_at) index, however long the list is.
 */
export async function countRecentSignups({ db, now = new Date() }: { db: Executor; now?: Date }) {
  const since = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const row = await queryRow<RecentSignups>(
    db,
    sql`
    select
      (select count(*) from email_subscribers where status = 'active' and created_at >= ${since})::int as "active",
      (select count(*) from email_subscribers where status = 'pending' and created_at >= ${since})::int as "pending"
  `,
  );
  return row ?? { active: 0, pending: 0 };
}
