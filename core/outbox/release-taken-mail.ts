import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";

/** Gives taken emails back untouched (a stopping worker that did not get to them). */
export async function releaseTakenMail({ db, ids }: { db: Executor; ids: string[] }): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxEmails)
    .set({ status: "queued", attempts: sql`greatest(${outboxEmails.attempts} - 1, 0)`, leaseExpiresAt: null })
    .where(and(inArray(outboxEmails.id, ids), eq(outboxEmails.status, "sending")));
}
