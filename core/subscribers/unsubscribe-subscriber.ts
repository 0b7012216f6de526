import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailSubscribers } from "../../db/schema";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { AuditActor } from "../lists/actor";
import { isUuid } from "../lists/ids";

export type UnsubscribeResult = { ok: true } | { ok: false; reason: "not-found" | "already-unsubscribed" };

/** An admin unsubscribes an active subscriber: status unsubscribed, unsubscribed_at now. */
export async function unsubscribeSubscriber({
  db,
  id,
  actor,
}: {
  db: Database;
  id: string;
  actor: AuditActor;
}): Promise<UnsubscribeResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: emailSubscribers.status, email: emailSubscribers.email })
      .from(emailSubscribers)
      .where(eq(emailSubscribers.id, id))
      .for("update");
    if (!row) return { ok: false, reason: "not-found" } as const;
    if (row.status !== "active") return { ok: false, reason: "already-unsubscribed" } as const;
    await tx
      .update(emailSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
      .where(eq(emailSubscribers.id, id));
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "update",
        targetType: "email_subscriber",
        targetId: id,
        details: { status: "unsubscribed", email: row.email },
      },
    });
    return { ok: true } as const;
  });
}
