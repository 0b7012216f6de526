import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { requireAdmin } from "#app/lib/admin-session.server";
import { listClassTypeChoices } from "#core/classes/list-class-type-choices";
import { todayIn } from "#core/dates";
import { CLASS_INSTANCE_WORDS } from "#rules/class-instance";
import type { Route } from "./+types/new";
import { ClassInstanceEditor } from "./editor";

export { action } from "./editor.server";

export function meta() {
  return [{ title: `${CLASS_INSTANCE_WORDS.newHeading} · Admin Portal` }, { name: "robots", content: "noindex" }];
}

/** A new class may start with its class type chosen (`?classType=` with the type's id, as the dashboard's Overview links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const classTypes = await listClassTypeChoices({ db: context.db });
  const asked = new URL(request.url).searchParams.get("classType");
  const preselectedClassTypeId = classTypes.find((classType) => classType.id === asked)?.id ?? "";
  return { classTypes, preselectedClassTypeId, today: todayIn(context.siteSettings.timeZone) };
}

export default function NewClassInstance({ loaderData, actionData }: Route.ComponentProps) {
  return <ClassInstanceEditor classInstance={null} {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
