import type { AppLoadContext } from "react-router";
import type { AuditActor } from "../../core/lists/actor";
import { requireAdminForWrite } from "./admin-session.server";

/** The signed-in admin making a write, as its audit record names them. */
export function requireActor(context: AppLoadContext): AuditActor {
  const session = requireAdminForWrite(context);
  return { adminUserId: session.admin.id, actorEmail: session.admin.email, ipAddress: context.clientAddress };
}

/** Where to go back to after a write: a back-office page, else `fallback`. */
export function returnTarget(form: FormData, fallback: string): string {
  const target = form.get("returnTo");
  return typeof target === "string" && /^\/admin(?:[/?]|$)/.test(target) && !target.startsWith("//")
    ? target
    : fallback;
}
