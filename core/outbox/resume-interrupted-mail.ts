import { eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";

/**
 * At the start of the only process that can send from this database (the
 * embedded one, whose folder one process owns): email a killed process left
 * `sending` is queued again at once instead of waiting for its lease. An
 * email that was handed to the mail server just before the kill may then
 * arrive twice. See docs/decisions/068-the-newsletter-is-sent-through-the-outbox.md.
 */
export async function resumeInterruptedMail({ db }: { db: Executor }): Promise<number> {
  const resumed = await db
    .update(outboxEmails)
    .set({ status: "queued", leaseExpiresAt: null, nextAttemptAt: sql`now()` })
    .where(eq(outboxEmails.status, "sending"))
    .returning({ id: outboxEmails.id });
  return resumed.length;
}
