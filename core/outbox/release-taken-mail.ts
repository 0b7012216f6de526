import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";

/** Gives taken emails back untouched (a stopping worker that did not get to them), where the lease is still its own. */
export async function releaseTakenMail({
  db,
  ids,
  lease,
}: {
  db: Executor;
  ids: string[];
  lease: Date;
}): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxEmails)
    .set({ status: "queued", attempts: sql`greatest(${outboxEmails.attempts} - 1, 0)`, leaseExpiresAt: null })
    .where(
      and(inArray(outboxEmails.id, ids), eq(outboxEmails.status, "sending"), eq(outboxEmails.leaseExpiresAt, lease)),
    );
}
