import { type AppLoadContext, data, redirect } from "react-router";
import { createSession } from "#core/auth/create-session";
import type { AdminSession } from "#core/auth/validate-session";
import { signInUrl } from "#rules/safe-redirect";
import { AUTHENTICATION_REQUIRED, DATABASE_UNAVAILABLE } from "#server/admin-access";
import { sessionCookieHeader } from "#server/admin-cookie";
import { redirectWithToast } from "./flash-toast.server";

export {
  clearedSessionCookieHeader,
  deviceCookieHeader,
  readDeviceAdminId,
  readSessionToken,
  sessionCookieHeader,
} from "#server/admin-cookie";

/** Thrown when the session cannot be checked; admin error boundaries show the Connection Error screen. */
const CONNECTION_ERROR_STATUS = 503;

function ensureReachable(context: AppLoadContext) {
  if (context.adminAccess.unavailable) {
    throw data({ error: DATABASE_UNAVAILABLE }, { status: CONNECTION_ERROR_STATUS });
  }
}

/**
 * For admin page loaders: the signed-in admin's session, or a redirect to the
 * sign-in page that remembers this page. The session was checked (and renewed)
 * by the server's admin gate before React Router ran.
 */
export function requireAdmin(request: Request, context: AppLoadContext): AdminSession {
  ensureReachable(context);
  const { session, expired } = context.adminAccess;
  if (!session) {
    const url = new URL(request.url);
    throw redirect(signInUrl(`${url.pathname}${url.search}`, { expired }));
  }
  return session;
}

/**
 * For admin actions: the session, or 401. The gate has already refused writes
 * from other sites and writes without the session's CSRF token (403).
 */
export function requireAdminForWrite(context: AppLoadContext): AdminSession {
  ensureReachable(context);
  const { session } = context.adminAccess;
  if (!session) throw data({ error: AUTHENTICATION_REQUIRED }, { status: 401 });
  return session;
}

/** The name the header greets: the account's name, else the part of the email before the @. */
export function adminDisplayName(admin: { name: string; email: string }): string {
  return admin.name.trim() || admin.email.split("@")[0]?.trim() || "Admin User";
}

/** Signs in an account just created (first-run setup, an accepted invitation) and goes on to `to` with a toast. */
export async function signInNewAdmin({
  request,
  context,
  adminUserId,
  to,
  message,
}: {
  request: Request;
  context: AppLoadContext;
  adminUserId: string;
  to: string;
  message: string;
}): Promise<Response> {
  const session = await createSession({
    db: context.db,
    adminUserId,
    clientAddress: context.clientAddress,
    userAgent: request.headers.get("user-agent"),
  });
  const headers = new Headers({ "Set-Cookie": sessionCookieHeader(context.config, session.token) });
  return redirectWithToast({ to, message, context, init: { headers } });
}
