import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";

export async function recordMailSent({ db, id }: { db: Executor; id: string }): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ status: "sent", sentAt: sql`now()`, leaseExpiresAt: null, lastError: null })
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "sending")));
}
