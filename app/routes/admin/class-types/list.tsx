import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { ClassTypesTab } from "#app/components/admin/tabs/class-types-tab";
import { requireAdmin } from "#app/lib/admin-session.server";
import { loadClassTypesTab } from "#app/lib/admin-tabs/class-types.server";
import { tabLoaderArgs } from "#app/lib/admin-tabs/tab-loader";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: "Class Types · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return loadClassTypesTab(tabLoaderArgs(request, context));
}

export default function ClassTypesList({ loaderData }: Route.ComponentProps) {
  return <ClassTypesTab {...loaderData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
