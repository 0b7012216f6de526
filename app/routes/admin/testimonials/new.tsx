import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { requireAdmin } from "#app/lib/admin-session.server";
import { nextTestimonialDisplayOrders } from "#core/display-order";
import { TESTIMONIAL_WORDS } from "#rules/testimonial";
import type { Route } from "./+types/new";
import { TestimonialEditor } from "./editor";

export { action } from "./editor.server";

export function meta() {
  return [{ title: `${TESTIMONIAL_WORDS.newHeading} · Admin Portal` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { nextDisplayOrders: await nextTestimonialDisplayOrders({ db: context.db }) };
}

export default function NewTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TestimonialEditor testimonial={null} nextDisplayOrders={loaderData.nextDisplayOrders} actionData={actionData} />
  );
}

export const ErrorBoundary = AdminErrorBoundary;
