import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { foundOrBackToList } from "#app/lib/admin-edit-page.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { editVersionOf } from "#app/lib/edit-version.server";
import { getSessionType } from "#core/session-types/get-session-type";
import { SESSION_TYPE_MESSAGES } from "#rules/session-type";
import type { Route } from "./+types/edit";
import { SessionTypeEditor } from "./editor";

export { action } from "./editor.server";

export function meta() {
  return [{ title: "Edit Session Type · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const editVersion = await editVersionOf(context, "session_type", params.id);
  const sessionType = foundOrBackToList(await getSessionType({ db: context.db, id: params.id }), {
    list: ADMIN_PATHS.sessionTypes.list,
    message: SESSION_TYPE_MESSAGES.notFound,
    context,
  });
  return { sessionType, editVersion };
}

export default function EditSessionType({ loaderData, actionData }: Route.ComponentProps) {
  const { sessionType } = loaderData;
  return <SessionTypeEditor key={sessionType.id} sessionType={sessionType} actionData={actionData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
