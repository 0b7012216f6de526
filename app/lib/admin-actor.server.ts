import type { AppLoadContext } from "react-router";
import type { AuditActor } from "#core/audit/record-audit-event";
import type { AdminSession } from "#core/auth/validate-session";
import { requireAdminForWrite } from "./admin-session.server";

/** Who is making a change, for the audit record written with it. */
export function auditActor(session: AdminSession, context: AppLoadContext): AuditActor {
  return { adminUserId: session.admin.id, actorEmail: session.admin.email, ipAddress: context.clientAddress };
}

/** The signed-in admin making a write, as its audit record names them. */
export function requireActor(context: AppLoadContext): AuditActor {
  return auditActor(requireAdminForWrite(context), context);
}

/** Where to go back to after a write: a back-office page, else `fallback`. */
export function returnTarget(form: FormData, fallback: string): string {
  const target = form.get("returnTo");
  return typeof target === "string" && /^\/admin(?:[/?]|$)/.test(target) && !target.startsWith("//")
    ? target
    : fallback;
}
