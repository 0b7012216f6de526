import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { spendActionToken } from "#core/action-tokens/spend-action-token";
import { NOT_FOUND, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { emailSubscribers, subscriberConsents } from "#db/schema";

/**
 * Follows a confirmation link: the pending subscriber becomes active and the
 * signup's consent is marked confirmed. A link works once, for 7 days.
 */
export async function confirmSubscription({
  db,
  token,
}: {
  db: Executor;
  token: string;
}): Promise<Result<{ email: string; subscriberId: string }>> {
  return db.transaction(async (tx) => {
    const subscriberId = await spendActionToken({ db: tx, purpose: "confirm-subscription", token });
    if (!subscriberId) return NOT_FOUND;
    const [activated] = await tx
      .update(emailSubscribers)
      .set({ status: "active", subscribedAt: sql`now()` })
      .where(and(eq(emailSubscribers.id, subscriberId), eq(emailSubscribers.status, "pending")))
      .returning({ email: emailSubscribers.email });
    // Unsubscribed meanwhile: the link must not sign the address up again.
    if (!activated) return NOT_FOUND;
    const [latest] = await tx
      .select({ id: subscriberConsents.id })
      .from(subscriberConsents)
      .where(and(eq(subscriberConsents.subscriberId, subscriberId), isNull(subscriberConsents.confirmedAt)))
      .orderBy(desc(subscriberConsents.createdAt))
      .limit(1);
    if (latest) {
      await tx.update(subscriberConsents).set({ confirmedAt: sql`now()` }).where(eq(subscriberConsents.id, latest.id));
    }
    return { ok: true as const, email: activated.email, subscriberId };
  });
}
