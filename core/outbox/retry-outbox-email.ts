import { and, eq, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { type Conflict, conflict, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";
import { isUuid } from "#rules/ids";

type RetryOutboxEmailResult = Result<object, NotFound | Conflict<"not-failed">>;

/** Sends a failed email again, with a fresh set of attempts. */
export async function retryOutboxEmail({
  db,
  id,
  actor,
}: {
  db: Executor;
  id: string;
  actor: AuditActor;
}): Promise<RetryOutboxEmailResult> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx) => {
    const [retried] = await tx
      .update(outboxEmails)
      .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()`, leaseExpiresAt: null })
      .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "failed")))
      .returning({ id: outboxEmails.id });
    if (!retried) {
      const [exists] = await tx.select({ id: outboxEmails.id }).from(outboxEmails).where(eq(outboxEmails.id, id));
      return exists ? conflict("not-failed") : NOT_FOUND;
    }
    await recordAuditEvent({
      db: tx,
      event: { action: "update", ...actor, targetType: "outbox_email", targetId: id, details: { retry: true } },
    });
    return { ok: true as const };
  });
}
