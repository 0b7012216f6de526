import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { emailSubscribers } from "#db/schema";

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
