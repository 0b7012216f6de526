import { bumpContentVersion } from "#core/site/bump-content-version";
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
 * What only signs someone in or out or guards an account: no public page
 * shows it. Sign-in attempts come by the thousand in an attack, and must not
 * make every stored page render again.
 */
const CHANGES_NO_PUBLIC_PAGE: ReadonlySet<AuditAction> = new Set<AuditAction>([
  "sign_in",
  "sign_in_failed",
  "sign_in_throttled",
  "account_under_attack",
  "sign_out",
  "sessions_ended",
  "password_changed",
  "two_factor_enabled",
  "two_factor_disabled",
  "recovery_codes_renewed",
]);

/**
 * Records who did what to which thing, and when. Pass the transaction of the
 * write itself, so the record and the change are kept or lost together. Any
 * other change also bumps the content version in that transaction, so the
 * cached public pages and images of every instance are dropped once it commits
 * (docs/decisions/009-page-cache.md).
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
  if (!CHANGES_NO_PUBLIC_PAGE.has(event.action)) await bumpContentVersion({ db });
}

/** Who makes a change, as the admin's session and request tell it. */
export type AuditActor = Pick<AuditEvent, "adminUserId" | "actorEmail" | "ipAddress">;
