import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";
import { leaseEnd } from "./lease-end";

export type OutboxEmail = typeof outboxEmails.$inferSelect;

/**
 * Takes up to `limit` emails that are due (queued and past their next attempt,
 * or left `sending` by a worker whose lease ran out) and marks them `sending`
 * under a lease. Rows another worker is taking at the same moment are skipped
 * (FOR UPDATE SKIP LOCKED), so two workers never take the same email.
 *
 * The lease's end is kept to the millisecond, so the worker can hold it as a
 * token: the batch shares one value, and confirming it before each send
 * (confirm-mail-lease.ts) proves no other worker took the row since.
 * `kind`: only newsletter copies, or only the rest; both when not given.
 */
export async function takeDueMail({
  db,
  limit,
  leaseMs,
  messageIdDomain,
  kind,
}: {
  db: Executor;
  limit: number;
  leaseMs: number;
  messageIdDomain: string;
  kind?: "newsletter" | "other";
}): Promise<OutboxEmail[]> {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        or(
          and(eq(outboxEmails.status, "queued"), lte(outboxEmails.nextAttemptAt, sql`now()`)),
          and(eq(outboxEmails.status, "sending"), lte(outboxEmails.leaseExpiresAt, sql`now()`)),
        ),
        kind === undefined
          ? undefined
          : kind === "newsletter"
            ? isNotNull(outboxEmails.newsletterIssueId)
            : isNull(outboxEmails.newsletterIssueId),
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
      leaseExpiresAt: leaseEnd(leaseMs),
      messageId: sql`coalesce(${outboxEmails.messageId}, '<' || ${outboxEmails.id} || '@' || ${messageIdDomain} || '>')`,
    })
    .where(inArray(outboxEmails.id, due))
    .returning();
  return taken.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}
