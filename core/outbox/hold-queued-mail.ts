import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";

/** No mail server configured: queued email (and email a stopped worker left sending) waits as `held`. */
export async function holdQueuedMail({ db }: { db: Executor }): Promise<number> {
  const held = await db
    .update(outboxEmails)
    .set({ status: "held", leaseExpiresAt: null })
    .where(
      or(
        eq(outboxEmails.status, "queued"),
        and(eq(outboxEmails.status, "sending"), lte(outboxEmails.leaseExpiresAt, sql`now()`)),
      ),
    )
    .returning({ id: outboxEmails.id });
  return held.length;
}
