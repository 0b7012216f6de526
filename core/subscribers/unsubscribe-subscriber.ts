import { eq, sql } from "drizzle-orm";
import { type RowWriteOptions, recordRowChange } from "#core/lists/actor";
import { emailSubscribers } from "#db/schema";
import { isUuid } from "#rules/ids";

export type UnsubscribeResult = { ok: true } | { ok: false; reason: "not-found" | "already-unsubscribed" };

/** An admin unsubscribes an active subscriber: status unsubscribed, unsubscribed_at now. */
export async function unsubscribeSubscriber({ db, id, actor }: RowWriteOptions): Promise<UnsubscribeResult> {
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
    await recordRowChange(tx, actor, {
      action: "update",
      targetType: "email_subscriber",
      targetId: id,
      details: { status: "unsubscribed", email: row.email },
    });
    return { ok: true } as const;
  });
}
