import { eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";

/** A mail server is configured: held email is queued to go out now. */
export async function releaseHeldMail({ db }: { db: Executor }): Promise<number> {
  const released = await db
    .update(outboxEmails)
    .set({ status: "queued", nextAttemptAt: sql`now()` })
    .where(eq(outboxEmails.status, "held"))
    .returning({ id: outboxEmails.id });
  return released.length;
}
