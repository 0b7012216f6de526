import { redirect } from "react-router";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { clearedSessionCookieHeader, readSessionToken, requireAdminForWrite } from "#app/lib/admin-session.server";
import { signOut } from "#core/auth/sign-out";
import { signInUrl } from "#rules/safe-redirect";
import type { Route } from "./+types/logout";

// Signing out changes state, so it only answers POST.
export function loader() {
  return redirect(ADMIN_PAGES.dashboard);
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdminForWrite(context);
  const form = await request.formData().catch(() => new FormData());
  const token = readSessionToken(request, context.config);
  const inactivity = form.get("reason") === "inactivity";
  if (token) {
    await signOut({
      db: context.db,
      token,
      clientAddress: context.clientAddress,
      reason: inactivity ? "inactivity" : "logout",
    });
  }
  return redirect(inactivity ? signInUrl(ADMIN_PAGES.dashboard, { expired: true }) : ADMIN_PAGES.signIn, {
    headers: { "Set-Cookie": clearedSessionCookieHeader(context.config) },
  });
}
