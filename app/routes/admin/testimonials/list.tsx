import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { TestimonialsTab } from "#app/components/admin/tabs/testimonials-tab";
import { requireAdmin } from "#app/lib/admin-session.server";
import { tabLoaderArgs } from "#app/lib/admin-tabs/tab-loader";
import { loadTestimonialsTab } from "#app/lib/admin-tabs/testimonials.server";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: "Testimonials · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return loadTestimonialsTab(tabLoaderArgs(request, context));
}

export default function TestimonialsList({ loaderData }: Route.ComponentProps) {
  return <TestimonialsTab {...loaderData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
