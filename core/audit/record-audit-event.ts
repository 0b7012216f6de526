import type { Executor } from "#db/client";
import { auditLog } from "#db/schema";
import type { AuditAction } from "#rules/audit";

export type { AuditAction } from "#rules/audit";

export type AuditEvent = {
  action: AuditAction;
  /** The admin who acted; null for a failed sign-in to an unknown account. */
  adminUserId: string | null;
  /** Kept as written, so the record still says who after an account is removed. */
  actorEmail: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  ipAddress?: string;
  at?: Date;
};

/**
 * Records who did what to which thing, and when. Pass the transaction of the
 * write itself, so the record and the change are kept or lost together.
 */
export async function recordAuditEvent({ db, event }: { db: Executor; event: AuditEvent }): Promise<void> {
  await db.insert(auditLog).values({
    action: event.action,
    adminUserId: event.adminUserId,
    actorEmail: event.actorEmail,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    details: event.details ?? null,
    ipAddress: event.ipAddress ?? null,
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

/** Who makes a change, as the admin's session and request tell it. */
export type AuditActor = Pick<AuditEvent, "adminUserId" | "actorEmail" | "ipAddress">;
