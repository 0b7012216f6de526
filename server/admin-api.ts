import { Hono } from "hono";
import type { AdminAccess } from "./admin-access";

/**
 * `/api/admin/*`: data for the back office's scripts. The admin gate in front
 * has already checked the session (and the CSRF token of writes).
 */
export function adminApiRoutes() {
  const api = new Hono<{ Variables: { adminAccess: AdminAccess } }>();

  // The browser calls this while the admin is active, which renews the idle expiry,
  // and after signing in again in place, to carry on with the new session's CSRF token.
  api.get("/session", (c) => {
    const session = c.get("adminAccess").session;
    if (!session) return c.json({ error: "Authentication required" }, 401);
    return c.json({
      idleExpiresAt: session.idleExpiresAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      csrfToken: session.csrfToken,
    });
  });

  return api;
}
