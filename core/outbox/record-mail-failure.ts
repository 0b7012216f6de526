import { and, eq, sql } from "drizzle-orm";
import { recordPermanentRefusal } from "#core/newsletter/record-permanent-refusal";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";

/**
 * After a failed attempt (under the lease it was sent with): queued again with
 * exponential backoff, or `failed` when the server refused the email for good
 * (a 5xx answer) or the attempts are used up. A newsletter copy refused for
 * good counts against its subscriber's address, which is suppressed at the
 * site's limit (decision 068).
 */
export async function recordMailFailure({
  db,
  id,
  lease,
  attempts,
  error,
  permanent,
  retryBaseMs,
}: {
  db: Executor;
  id: string;
  lease: Date;
  /** Attempts made so far, this one included. */
  attempts: number;
  error: string;
  permanent: boolean;
  retryBaseMs?: number;
}): Promise<"failed" | "queued" | "suppressed"> {
  const status = permanent || attempts >= MAX_SEND_ATTEMPTS ? "failed" : "queued";
  const delayMs = retryDelayMs(attempts, retryBaseMs);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(outboxEmails)
      .set({
        status,
        lastError: error.slice(0, 1000),
        leaseExpiresAt: null,
        nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
      })
      .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "sending"), eq(outboxEmails.leaseExpiresAt, lease)))
      .returning({ subscriberId: outboxEmails.subscriberId });
    if (!permanent || !row?.subscriberId) return status;
    return (await recordPermanentRefusal({ db: tx, subscriberId: row.subscriberId })) ? "suppressed" : status;
  });
}

/** Attempts in all before an email that keeps failing for a passing reason is marked failed. */
export const MAX_SEND_ATTEMPTS = 7;

/** Wait before attempt n+1: 1, 2, 4, 8, 16, 32 minutes: seven attempts over about an hour. */
function retryDelayMs(attemptsSoFar: number, baseMs = 60_000): number {
  return baseMs * 2 ** Math.max(0, attemptsSoFar - 1);
}
