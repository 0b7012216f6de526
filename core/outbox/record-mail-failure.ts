import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";
import { MAX_SEND_ATTEMPTS, retryDelayMs } from "./retry-delay-ms";

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
