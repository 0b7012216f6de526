import { redirect } from "react-router";
import { failed, faultStatus, saved } from "#app/lib/admin-action.server";
import { auditActor, returnTarget } from "#app/lib/admin-actor.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { requireAdminForWrite } from "#app/lib/admin-session.server";
import { removeDemoContent } from "#core/seed/remove-demo-content";
import { DEMO_CONTENT_MESSAGES } from "#rules/demo-content";
import type { Route } from "./+types/demo-content";

/** Nothing to show here: the button lives on the dashboard's Overview and in Settings. */
export function loader() {
  return redirect(ADMIN_PAGES.dashboard);
}

/** "Remove the demo content": all of it to the Trash as one item, which the toast's Undo restores. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  try {
    const result = await removeDemoContent({ db: context.db, actor: auditActor(session, context) });
    if (!result.ok) return failed(DEMO_CONTENT_MESSAGES.nothing, 404);
    return saved(form, {
      context,
      message: DEMO_CONTENT_MESSAGES.removed,
      redirectTo: returnTarget(form, ADMIN_PAGES.dashboard),
      undo: result.trashId,
    });
  } catch (error) {
    return failed(DEMO_CONTENT_MESSAGES.failed, faultStatus(context, error, "demo content removal failed"));
  }
}
