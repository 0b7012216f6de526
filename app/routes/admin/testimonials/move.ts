import { redirect } from "react-router";
import { answerFailure, failed, saved } from "#app/lib/admin-action.server";
import { auditActor } from "#app/lib/admin-actor.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdminForWrite } from "#app/lib/admin-session.server";
import { moveTestimonial } from "#core/testimonials/move-testimonial";
import { safeRedirectTarget } from "#rules/safe-redirect";
import { TESTIMONIAL_MESSAGES } from "#rules/testimonial";
import type { Route } from "./+types/move";

/** Nothing to show here: the up and down buttons live on the dashboard's testimonials tab. */
export function loader() {
  return redirect(ADMIN_PATHS.testimonials.list);
}

/** Moves a testimonial up or down within its location, in the list the admin sees (its filters come with the post). */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  const direction = form.get("direction");
  if (direction !== "up" && direction !== "down") return failed(TESTIMONIAL_MESSAGES.orderFailed);
  const filter = {
    search: String(form.get("q") ?? ""),
    status: String(form.get("status") || "all"),
    location: String(form.get("location") || "all"),
  };
  try {
    const outcome = await moveTestimonial({
      db: context.db,
      id: String(form.get("id") ?? ""),
      direction,
      filter,
      actor: auditActor(session, context),
    });
    if (!outcome.ok) {
      const refused = TESTIMONIAL_MESSAGES.orderFailed;
      return answerFailure(outcome, { notFound: refused, conflict: () => refused });
    }
    const back = form.get("returnTo") ? safeRedirectTarget(form.get("returnTo")) : ADMIN_PATHS.testimonials.list;
    return saved(form, { context, message: TESTIMONIAL_MESSAGES.orderUpdated, redirectTo: back });
  } catch (error) {
    context.logger.error({ err: error }, "testimonial move failed");
    return failed(TESTIMONIAL_MESSAGES.orderFailed, 500);
  }
}
