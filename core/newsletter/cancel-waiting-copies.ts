import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";

/**
 * A subscriber left (or their address was suppressed): the copies of issues
 * still waiting for them are cancelled. Pass the transaction that records why.
 * A copy already taken by a mail worker is `sending`; the worker checks the
 * subscriber again just before sending it and cancels it then
 * (core/outbox/confirm-mail-lease.ts). Returns how many were cancelled.
 */
export async function cancelWaitingCopies({ db, subscriberId }: { db: Executor; subscriberId: string }) {
  const cancelled = await db
    .update(outboxEmails)
    .set({ status: "cancelled", leaseExpiresAt: null })
    .where(and(eq(outboxEmails.subscriberId, subscriberId), inArray(outboxEmails.status, ["queued", "held"])))
    .returning({ id: outboxEmails.id });
  return cancelled.length;
}
