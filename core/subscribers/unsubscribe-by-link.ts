import { eq, sql } from "drizzle-orm";
import { NOT_FOUND, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { emailSubscribers } from "#db/schema";
import { findSubscriberByUnsubscribeToken } from "./find-subscriber-by-unsubscribe-token";

type UnsubscribeLinkResult = Result<{ email: string; alreadyUnsubscribed: boolean }>;

/**
 * Unsubscribes the address an email's unsubscribe link (or one-click header)
 * names. Using it again changes nothing and still answers yes: the person
 * asked for the same thing twice.
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
  await db
    .update(emailSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
    .where(eq(emailSubscribers.unsubscribeToken, token));
  return { ok: true, email: subscriber.email, alreadyUnsubscribed: false };
}
