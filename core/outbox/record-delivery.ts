import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";

/** Attempts in all before an email that keeps failing for a passing reason is marked failed. */
export const MAX_SEND_ATTEMPTS = 7;

/** Wait before attempt n+1: 1, 2, 4, 8, 16, 32 minutes: seven attempts over about an hour. */
export function retryDelayMs(attemptsSoFar: number, baseMs = 60_000): number {
  return baseMs * 2 ** Math.max(0, attemptsSoFar - 1);
}

export async function recordMailSent({ db, id }: { db: Executor; id: string }): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ status: "sent", sentAt: sql`now()`, leaseExpiresAt: null, lastError: null })
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "sending")));
}

/**
 * After a failed attempt: queued again with exponential backoff, or `failed`
 * when the server refused the email for good (a 5xx answer) or the attempts
 * are used up.
 */
export async function recordMailFailure({
  db,
  id,
  attempts,
  error,
  permanent,
  retryBaseMs,
}: {
  db: Executor;
  id: string;
  /** Attempts made so far, this one included. */
  attempts: number;
  error: string;
  permanent: boolean;
  retryBaseMs?: number;
}): Promise<"failed" | "queued"> {
  const status = permanent || attempts >= MAX_SEND_ATTEMPTS ? "failed" : "queued";
  const delayMs = retryDelayMs(attempts, retryBaseMs);
  await db
    .update(outboxEmails)
    .set({
      status,
      lastError: error.slice(0, 1000),
      leaseExpiresAt: null,
      nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
    })
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "sending")));
  return status;
}
