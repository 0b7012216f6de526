import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { peekActionToken, spendActionToken } from "#core/action-tokens/action-tokens";
import { NOT_FOUND, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { emailSubscribers, subscriberConsents } from "#db/schema";

/** Not found: the link is unknown, used, expired, or its subscriber unsubscribed meanwhile. */
type SubscriptionConfirmation = Result<{ email: string }>;

async function subscriberEmail(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .select({ email: emailSubscribers.email })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.id, id));
  return row?.email ?? null;
}

/** Whether a confirmation link still works, and for which address; it is not used up. */
export async function findSubscriptionConfirmation({
  db,
  token,
}: {
  db: Executor;
  token: string;
}): Promise<SubscriptionConfirmation> {
  const subscriberId = await peekActionToken({ db, purpose: "confirm-subscription", token });
  const email = subscriberId ? await subscriberEmail(db, subscriberId) : null;
  return email ? { ok: true, email } : NOT_FOUND;
}

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
}): Promise<SubscriptionConfirmation> {
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
    return { ok: true as const, email: activated.email };
  });
}
