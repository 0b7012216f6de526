import type { AppLoadContext } from "react-router";
import type { AuditActor } from "../../core/audit/record-audit-event";
import type { AdminSession } from "../../core/auth/validate-session";

/** Who is making a change, for the audit record written with it. */
export function auditActor(session: AdminSession, context: AppLoadContext): AuditActor {
  return { adminUserId: session.admin.id, actorEmail: session.admin.email, ipAddress: context.clientAddress };
}
