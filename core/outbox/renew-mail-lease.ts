import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";
import { leaseEnd } from "./lease-end";

/**
 * Extends the lease of emails a worker took together and has not sent yet,
 * where it is still the one they were taken with. Answers the new lease and
 * the ids still held; the others were taken by another worker meanwhile.
 */
export async function renewMailLease({
  db,
  ids,
  lease,
  leaseMs,
}: {
  db: Executor;
  ids: string[];
  lease: Date;
  leaseMs: number;
}): Promise<{ lease: Date | null; ids: string[] }> {
  if (ids.length === 0) return { lease: null, ids: [] };
  const renewed = await db
    .update(outboxEmails)
    .set({ leaseExpiresAt: leaseEnd(leaseMs) })
    .where(
      and(inArray(outboxEmails.id, ids), eq(outboxEmails.status, "sending"), eq(outboxEmails.leaseExpiresAt, lease)),
    )
    .returning({ id: outboxEmails.id, lease: outboxEmails.leaseExpiresAt });
  return { lease: renewed[0]?.lease ?? null, ids: renewed.map((row) => row.id) };
}
