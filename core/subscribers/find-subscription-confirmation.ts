import { eq } from "drizzle-orm";
import { peekActionToken } from "#core/action-tokens/peek-action-token";
import { NOT_FOUND, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { emailSubscribers } from "#db/schema";

/** Not found: the link is unknown, used, expired, or its subscriber unsubscribed meanwhile. */
export type SubscriptionConfirmation = Result<{ email: string }>;

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
