import { eq, sql } from "drizzle-orm";
import { NOT_FOUND, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { emailSubscribers } from "#db/schema";

type UnsubscribeLinkResult = Result<{ email: string; alreadyUnsubscribed: boolean }>;

const TOKEN = /^[0-9a-f]{64}$/;

/** Who an unsubscribe link is for, without acting on it. */
export async function findSubscriberByUnsubscribeToken({
  db,
  token,
}: {
  db: Executor;
  token: string;
}): Promise<{ email: string; status: string } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ email: emailSubscribers.email, status: emailSubscribers.status })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.unsubscribeToken, token));
  return row ?? null;
}

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
