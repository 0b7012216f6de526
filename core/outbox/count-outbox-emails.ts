import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";
import type { OutboxStatus } from "#rules/allowed-values";

export type OutboxCounts = Record<OutboxStatus, number> & {
  /** Not sent yet and not given up on: queued, sending or held. */
  waiting: number;
};

/** How many emails are in each state. */
export async function countOutboxEmails({ db }: { db: Executor }): Promise<OutboxCounts> {
  const rows = await db
    .select({ status: outboxEmails.status, total: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .groupBy(outboxEmails.status);
  const counts: OutboxCounts = { queued: 0, sending: 0, sent: 0, failed: 0, held: 0, cancelled: 0, waiting: 0 };
  for (const row of rows) counts[row.status as OutboxStatus] = row.total;
  counts.waiting = counts.queued + counts.sending + counts.held;
  return counts;
}
