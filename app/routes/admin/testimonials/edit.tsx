import { data } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { TestimonialEditor } from "#app/components/admin/testimonial-editor";
import { requireAdmin } from "#app/lib/admin-session.server";
import { getTestimonial } from "#core/testimonials/get-testimonial";
import { TESTIMONIAL_MESSAGES } from "#rules/testimonial";
import type { Route } from "./+types/edit";

export { action } from "./editor.server";

export function meta() {
  return [{ title: "Edit Testimonial · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const testimonial = await getTestimonial({ db: context.db, id: params.id });
  if (!testimonial) throw data({ error: TESTIMONIAL_MESSAGES.notFound }, { status: 404 });
  return { testimonial };
}

export default function EditTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonial } = loaderData;
  return (
    <TestimonialEditor
      key={testimonial.id}
      testimonial={testimonial}
      nextDisplayOrder={testimonial.displayOrder}
      actionData={actionData}
    />
  );
}

export const ErrorBoundary = AdminErrorBoundary;
