import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { foundOrBackToList } from "#app/lib/admin-edit-page.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { editVersionOf } from "#app/lib/edit-version.server";
import { getTestimonial } from "#core/testimonials/get-testimonial";
import { TESTIMONIAL_MESSAGES } from "#rules/testimonial";
import type { Route } from "./+types/edit";
import { TestimonialEditor } from "./editor";

export { action } from "./editor.server";

export function meta() {
  return [{ title: "Edit Testimonial · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const editVersion = await editVersionOf(context, "testimonial", params.id);
  const testimonial = foundOrBackToList(await getTestimonial({ db: context.db, id: params.id }), {
    list: ADMIN_PATHS.testimonials.list,
    message: TESTIMONIAL_MESSAGES.notFound,
    context,
  });
  return { testimonial, editVersion };
}

export default function EditTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonial } = loaderData;
  return <TestimonialEditor key={testimonial.id} testimonial={testimonial} actionData={actionData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
