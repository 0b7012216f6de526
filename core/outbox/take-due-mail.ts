import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";

export type OutboxEmail = typeof outboxEmails.$inferSelect;

/**
 * Takes up to `limit` emails that are due (queued and past their next attempt,
 * or left `sending` by a worker whose lease ran out) and marks them `sending`
 * under a lease. Rows another worker is taking at the same moment are skipped
 * (FOR UPDATE SKIP LOCKED), so two workers never take the same email.
 */
export async function takeDueMail({
  db,
  limit,
  leaseMs,
  messageIdDomain,
}: {
  db: Executor;
  limit: number;
  leaseMs: number;
  messageIdDomain: string;
}): Promise<OutboxEmail[]> {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      or(
        and(eq(outboxEmails.status, "queued"), lte(outboxEmails.nextAttemptAt, sql`now()`)),
        and(eq(outboxEmails.status, "sending"), lte(outboxEmails.leaseExpiresAt, sql`now()`)),
      ),
    )
    .orderBy(outboxEmails.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const taken = await db
    .update(outboxEmails)
    .set({
      status: "sending",
      attempts: sql`${outboxEmails.attempts} + 1`,
      leaseExpiresAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      messageId: sql`coalesce(${outboxEmails.messageId}, '<' || ${outboxEmails.id} || '@' || ${messageIdDomain} || '>')`,
    })
    .where(inArray(outboxEmails.id, due))
    .returning();
  return taken.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}
