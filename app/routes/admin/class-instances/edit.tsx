import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { foundOrBackToList } from "#app/lib/admin-edit-page.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { editVersionOf } from "#app/lib/edit-version.server";
import { getClassInstanceForEditing } from "#core/classes/get-class-instance-for-editing";
import { listClassTypeChoices } from "#core/classes/list-class-type-choices";
import { todayIn } from "#core/dates";
import { CLASS_INSTANCE_MESSAGES } from "#rules/class-instance";
import type { Route } from "./+types/edit";
import { ClassInstanceEditor } from "./editor";

export { action } from "./editor.server";

export function meta() {
  return [{ title: "Edit Class Instance · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const editVersion = await editVersionOf(context, "class_instance", params.id);
  const [found, classTypes] = await Promise.all([
    getClassInstanceForEditing({ db: context.db, id: params.id }),
    listClassTypeChoices({ db: context.db }),
  ]);
  const classInstance = foundOrBackToList(found, {
    list: ADMIN_PATHS.classInstances.list,
    message: CLASS_INSTANCE_MESSAGES.notFound,
    context,
  });
  return { classInstance, classTypes, today: todayIn(context.siteSettings.timeZone), editVersion };
}

export default function EditClassInstance({ loaderData, actionData }: Route.ComponentProps) {
  return <ClassInstanceEditor key={loaderData.classInstance.id} {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
