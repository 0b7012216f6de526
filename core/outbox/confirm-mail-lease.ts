import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";
import { leaseEnd } from "./lease-end";

export type ConfirmedLease =
  /** Still this worker's, for at least half a lease: send it before `lease`. */
  | { status: "sending"; lease: Date }
  /** A newsletter copy whose subscriber left or was suppressed: cancelled, not sent. */
  | { status: "cancelled" }
  /** Another worker took it after this one's lease ran out, or it was sent or changed: leave it. */
  | { status: "lost" };

/**
 * Just before sending a taken email: checks it is still `sending` under the
 * lease this worker took it with, so exactly one worker sends each email
 * however slowly a batch goes. A lease with less than half of `leaseMs` left
 * is renewed first, so the send ends well within it. A newsletter copy whose
 * subscriber is no longer active, or whose address is suppressed, is
 * cancelled instead (decision 068). Usually one read; a write only to renew
 * or cancel, each under the same lease.
 */
export async function confirmMailLease({
  db,
  id,
  lease,
  leaseMs,
}: {
  db: Executor;
  id: string;
  lease: Date;
  leaseMs: number;
}): Promise<ConfirmedLease> {
  const mine = sql`id = ${id} and status = 'sending' and lease_expires_at = ${lease.toISOString()}::timestamptz`;
  const rows = await queryRows<{ longEnough: boolean; gone: boolean }>(
    db,
    sql`
    select
      lease_expires_at > now() + ${leaseMs / 2} * interval '1 millisecond' as "longEnough",
      subscriber_id is not null and not exists (
        select 1 from email_subscribers s
        where s.id = outbox_emails.subscriber_id and s.status = 'active' and s.suppressed_at is null) as "gone"
    from outbox_emails where ${mine}`,
  );
  const row = rows[0];
  if (!row) return { status: "lost" };
  if (row.gone) {
    const cancelled = await queryRows<{ id: string }>(
      db,
      sql`
      update outbox_emails set status = 'cancelled', lease_expires_at = null, updated_at = now()
      where ${mine} returning id`,
    );
    return cancelled.length > 0 ? { status: "cancelled" } : { status: "lost" };
  }
  if (row.longEnough) return { status: "sending", lease };
  const renewed = await queryRows<{ lease: string | Date }>(
    db,
    sql`
    update outbox_emails set lease_expires_at = ${leaseEnd(leaseMs)}, updated_at = now()
    where ${mine} returning lease_expires_at as "lease"`,
  );
  const next = renewed[0]?.lease;
  return next ? { status: "sending", lease: new Date(next) } : { status: "lost" };
}
