import { and, eq } from "drizzle-orm";
import { findUsedActionToken } from "#core/action-tokens/find-used-action-token";
import type { Executor } from "#db/client";
import { emailSubscribers } from "#db/schema";

/**
 * Whether a confirmation link was used already and its subscriber is still
 * subscribed: opened a second time (from the email again, or by a mail
 * scanner first), the page then says she is subscribed instead of calling the
 * link invalid.
 */
export async function isConfirmedByLink({ db, token }: { db: Executor; token: string }): Promise<boolean> {
  const subscriberId = await findUsedActionToken({ db, purpose: "confirm-subscription", token });
  if (!subscriberId) return false;
  const [active] = await db
    .select({ id: emailSubscribers.id })
    .from(emailSubscribers)
    .where(and(eq(emailSubscribers.id, subscriberId), eq(emailSubscribers.status, "active")));
  return Boolean(active);
}
