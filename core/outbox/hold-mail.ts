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

/** A mail server is configured: held email is queued to go out now. */
export async function releaseHeldMail({ db }: { db: Executor }): Promise<number> {
  const released = await db
    .update(outboxEmails)
    .set({ status: "queued", nextAttemptAt: sql`now()` })
    .where(eq(outboxEmails.status, "held"))
    .returning({ id: outboxEmails.id });
  return released.length;
}
