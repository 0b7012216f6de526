import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { ClassInstancesTab } from "#app/components/admin/tabs/class-instances-tab";
import { requireAdmin } from "#app/lib/admin-session.server";
import { loadClassInstancesTab } from "#app/lib/admin-tabs/class-instances.server";
import { tabLoaderArgs } from "#app/lib/admin-tabs/tab-loader";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: "Scheduled Classes · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return loadClassInstancesTab(tabLoaderArgs(request, context));
}

export default function ClassInstancesList({ loaderData }: Route.ComponentProps) {
  return <ClassInstancesTab {...loaderData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
