import { eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { emailSubscribers } from "#db/schema";
import { cancelWaitingCopies } from "./cancel-waiting-copies";
import { readNewsletterLimits } from "./read-newsletter-limits";

/**
 * A newsletter copy was refused for good (a 5xx answer): one more permanent
 * failure for its subscriber. At the site's limit the address is suppressed
 * (no issue goes to it any more) and its waiting copies are cancelled, in
 * the caller's transaction. Returns whether the address is suppressed.
 */
export async function recordPermanentRefusal({
  db,
  subscriberId,
}: {
  db: Executor;
  subscriberId: string;
}): Promise<boolean> {
  const { failureLimit } = await readNewsletterLimits({ db });
  const [row] = await db
    .update(emailSubscribers)
    .set({
      permanentFailures: sql`${emailSubscribers.permanentFailures} + 1`,
      suppressedAt: sql`case when ${emailSubscribers.suppressedAt} is null and ${emailSubscribers.permanentFailures} + 1 >= ${failureLimit} then now() else ${emailSubscribers.suppressedAt} end`,
    })
    .where(eq(emailSubscribers.id, subscriberId))
    .returning({ suppressedAt: emailSubscribers.suppressedAt });
  if (!row?.suppressedAt) return false;
  await cancelWaitingCopies({ db, subscriberId });
  return true;
}
