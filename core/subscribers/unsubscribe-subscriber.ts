import { eq, sql } from "drizzle-orm";
import { type RowWriteOptions, recordRowChange } from "#core/audit/record-row-change";
import { cancelWaitingCopies } from "#core/newsletter/cancel-waiting-copies";
import { type Conflict, conflict, NOT_FOUND, type NotFound, type Result } from "#core/result";
import { emailSubscribers } from "#db/schema";
import { isUuid } from "#rules/ids";

type UnsubscribeResult = Result<object, NotFound | Conflict<"already-unsubscribed">>;

/**
 * An admin unsubscribes an active subscriber: status unsubscribed,
 * unsubscribed_at now, and the newsletter copies still waiting for them cancelled.
 */
export async function unsubscribeSubscriber({ db, id, actor }: RowWriteOptions): Promise<UnsubscribeResult> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx): Promise<UnsubscribeResult> => {
    const [row] = await tx
      .select({ status: emailSubscribers.status, email: emailSubscribers.email })
      .from(emailSubscribers)
      .where(eq(emailSubscribers.id, id))
      .for("update");
    if (!row) return NOT_FOUND;
    if (row.status !== "active") return conflict("already-unsubscribed");
    await tx
      .update(emailSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
      .where(eq(emailSubscribers.id, id));
    await cancelWaitingCopies({ db: tx, subscriberId: id });
    await recordRowChange(tx, actor, {
      action: "update",
      targetType: "email_subscriber",
      targetId: id,
      details: { status: "unsubscribed", email: row.email },
    });
    return { ok: true } as const;
  });
}
