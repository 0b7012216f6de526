import { redirect } from "react-router";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { type LoginAnswer, action as signInAction } from "#app/routes/admin/login";
import type { Route } from "./+types/login-dialog";

/**
 * The sign-in page's action for the sign-in dialog of a back-office page whose
 * session has ended: the same checks, throttling and second factor, answered
 * as JSON so the page stays where it is. Success answers `ok: true` with
 * the new session's cookies; the page then asks `/api/admin/session` for its
 * new CSRF token and carries on with what it was doing.
 */
export async function action(args: Route.ActionArgs) {
  // The two routes' generated args differ only in the route module their type names; the request, context and params are these.
  const answer = await signInAction(args as unknown as Parameters<typeof signInAction>[0]);
  if (answer instanceof Response) {
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return Response.json({ ok: true, message: "" } satisfies LoginAnswer, { headers });
  }
  const headers = new Headers(answer.init?.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(answer.data, { status: answer.init?.status ?? 200, headers });
}

// Only the dialog posts here; a visit goes to the sign-in page.
export function loader() {
  return redirect(ADMIN_PAGES.signIn);
}
