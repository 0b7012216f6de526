import { deleteTestimonial } from "../../../../core/testimonials/delete-testimonial";
import { TESTIMONIAL_MESSAGES } from "../../../../rules/testimonial";
import { requireAdminForWrite } from "../../../lib/admin-session.server";
import { auditActor } from "../../../lib/audit-actor.server";
import { rowActionReply } from "../../../lib/list-action.server";
import type { Route } from "./+types/delete";

/** Deletes a testimonial (the dashboard's testimonials tab posts here). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  try {
    const outcome = await deleteTestimonial({ db: context.db, id: params.id, actor: auditActor(session, context) });
    if (outcome.ok) return rowActionReply(form, { ok: true, message: TESTIMONIAL_MESSAGES.deleted });
    return rowActionReply(form, { ok: false, message: TESTIMONIAL_MESSAGES.notFound }, 404);
  } catch (error) {
    context.logger.error({ err: error }, "testimonial delete failed");
    return rowActionReply(form, { ok: false, message: TESTIMONIAL_MESSAGES.deleteFailed }, 500);
  }
}
