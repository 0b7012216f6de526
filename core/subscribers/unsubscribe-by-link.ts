import { eq, sql } from "drizzle-orm";
import { cancelWaitingCopies } from "#core/newsletter/cancel-waiting-copies";
import { NOT_FOUND, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { emailSubscribers } from "#db/schema";
import { findSubscriberByUnsubscribeToken } from "./find-subscriber-by-unsubscribe-token";

type UnsubscribeLinkResult = Result<{ email: string; alreadyUnsubscribed: boolean }>;

/**
 * Unsubscribes the address an email's unsubscribe link (or one-click header)
 * names, and cancels the newsletter copies still waiting for them in the same
 * transaction. Using it again changes nothing and still answers yes: the
 * person asked for the same thing twice.
 */
export async function unsubscribeByLink({
  db,
  token,
}: {
  db: Executor;
  token: string;
}): Promise<UnsubscribeLinkResult> {
  const subscriber = await findSubscriberByUnsubscribeToken({ db, token });
  if (!subscriber) return NOT_FOUND;
  if (subscriber.status === "unsubscribed") return { ok: true, email: subscriber.email, alreadyUnsubscribed: true };
  await db.transaction(async (tx) => {
    const [left] = await tx
      .update(emailSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
      .where(eq(emailSubscribers.unsubscribeToken, token))
      .returning({ id: emailSubscribers.id });
    if (left) await cancelWaitingCopies({ db: tx, subscriberId: left.id });
  });
  return { ok: true, email: subscriber.email, alreadyUnsubscribed: false };
}
