import { nextDisplayOrder } from "../../../../core/display-order";
import { testimonials } from "../../../../db/schema";
import { AdminErrorBoundary } from "../../../components/admin/admin-error-boundary";
import { TestimonialEditor } from "../../../components/admin/testimonial-editor";
import { requireAdmin } from "../../../lib/admin-session.server";
import type { Route } from "./+types/new";

export { action } from "./editor.server";

export function meta() {
  return [{ title: "Add New Testimonial · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { nextDisplayOrder: await nextDisplayOrder({ db: context.db, table: testimonials }) };
}

export default function NewTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TestimonialEditor testimonial={null} nextDisplayOrder={loaderData.nextDisplayOrder} actionData={actionData} />
  );
}

export const ErrorBoundary = AdminErrorBoundary;
