import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { foundOrBackToList } from "#app/lib/admin-edit-page.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { editVersionOf } from "#app/lib/edit-version.server";
import { getClassTypeForEditing } from "#core/classes/get-class-type-for-editing";
import { listInstructorChoices } from "#core/classes/list-instructor-choices";
import { CLASS_TYPE_MESSAGES } from "#rules/class-type";
import type { Route } from "./+types/edit";
import { ClassTypeEditor } from "./editor";

export { action } from "./editor.server";

export function meta() {
  return [{ title: "Edit Class Type · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const editVersion = await editVersionOf(context, "class_type", params.id);
  const classType = foundOrBackToList(await getClassTypeForEditing({ db: context.db, id: params.id }), {
    list: ADMIN_PATHS.classTypes.list,
    message: CLASS_TYPE_MESSAGES.notFound,
    context,
  });
  // An instructor who is inactive now stays listed (marked inactive) for the class type they teach.
  const instructors = await listInstructorChoices({ db: context.db, keep: classType.instructorId });
  return { classType, instructors, editVersion };
}

export default function EditClassType({ loaderData, actionData }: Route.ComponentProps) {
  const { classType, instructors } = loaderData;
  return <ClassTypeEditor key={classType.id} classType={classType} instructors={instructors} actionData={actionData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
