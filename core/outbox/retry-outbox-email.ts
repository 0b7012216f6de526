import { and, eq, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";
import { isUuid } from "#rules/ids";

export type RetryOutboxEmailResult = { ok: true } | { ok: false; reason: "not-found" | "not-failed" };

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
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const [retried] = await tx
      .update(outboxEmails)
      .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()`, leaseExpiresAt: null })
      .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "failed")))
      .returning({ id: outboxEmails.id });
    if (!retried) {
      const [exists] = await tx.select({ id: outboxEmails.id }).from(outboxEmails).where(eq(outboxEmails.id, id));
      return { ok: false as const, reason: exists ? ("not-failed" as const) : ("not-found" as const) };
    }
    await recordAuditEvent({
      db: tx,
      event: { action: "update", ...actor, targetType: "outbox_email", targetId: id, details: { retry: true } },
    });
    return { ok: true as const };
  });
}
