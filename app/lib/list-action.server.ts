import { data } from "react-router";
import { JS_FIELD } from "../../rules/admin-form";
import { redirectWithToast } from "./admin-action.server";
import { safeRedirectTarget } from "./safe-redirect";

/** What a list's row action (delete, move) answers a script; the list shows it as a toast. */
export type RowActionResult = { ok: boolean; message: string };

/**
 * Answers a row action: to a script, the result as data; to a plain form
 * post, a redirect back to the list (field `returnTo`) with the toast in a cookie.
 */
export function rowActionReply(form: FormData, { ok, message }: RowActionResult, status = ok ? 200 : 400) {
  if (form.get(JS_FIELD) === "1") return data<RowActionResult>({ ok, message }, { status });
  return redirectWithToast(safeRedirectTarget(form.get("returnTo")), message, ok ? "success" : "error");
}
