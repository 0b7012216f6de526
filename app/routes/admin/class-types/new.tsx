import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { requireAdmin } from "#app/lib/admin-session.server";
import { listInstructorChoices } from "#core/classes/list-instructor-choices";
import { CLASS_TYPE_WORDS } from "#rules/class-type";
import type { Route } from "./+types/new";
import { ClassTypeEditor } from "./editor";

export { action } from "./editor.server";

export function meta() {
  return [{ title: `${CLASS_TYPE_WORDS.newHeading} · Admin Portal` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { instructors: await listInstructorChoices({ db: context.db }) };
}

export default function NewClassType({ loaderData, actionData }: Route.ComponentProps) {
  return <ClassTypeEditor classType={null} instructors={loaderData.instructors} actionData={actionData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
