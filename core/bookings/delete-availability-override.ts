import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { NOT_FOUND, type Result } from "#core/result";
import type { Database } from "#db/client";
import { availabilityOverrides } from "#db/schema";

/** Removes a date's own hours, so the week's hours apply to it again. */
export async function deleteAvailabilityOverride({
  db,
  date,
  actor,
}: {
  db: Database;
  date: string;
  actor: AuditActor;
}): Promise<Result<{ date: string }>> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return NOT_FOUND;
  return db.transaction(async (tx): Promise<Result<{ date: string }>> => {
    const [removed] = await tx.delete(availabilityOverrides).where(eq(availabilityOverrides.date, date)).returning();
    if (!removed) return NOT_FOUND;
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "delete",
        targetType: "availability_override",
        targetId: date,
        details: { date, ranges: removed.ranges, note: removed.note },
      },
    });
    return { ok: true, date };
  });
}
