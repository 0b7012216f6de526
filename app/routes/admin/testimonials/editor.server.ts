import type { ActionFunctionArgs } from "react-router";
import { createTestimonial } from "../../../../core/testimonials/create-testimonial";
import { updateTestimonial } from "../../../../core/testimonials/update-testimonial";
import { TESTIMONIAL_MESSAGES, TESTIMONIALS_HOME } from "../../../../rules/testimonial";
import { handleContentSave } from "../../../lib/content-editor.server";

const FIELDS = ["name", "location", "quote", "displayOrder", "status"] as const;

/** Saves the testimonial form: a new one at /admin/testimonials/new, else the one of the address. */
export function action({ request, context, params }: ActionFunctionArgs) {
  const { id } = params;
  return handleContentSave({
    request,
    context,
    fields: FIELDS,
    redirectTo: TESTIMONIALS_HOME,
    messages: {
      saved: id ? TESTIMONIAL_MESSAGES.updated : TESTIMONIAL_MESSAGES.created,
      failed: id ? TESTIMONIAL_MESSAGES.updateFailed : TESTIMONIAL_MESSAGES.createFailed,
      notFound: TESTIMONIAL_MESSAGES.notFound,
    },
    save: ({ input, image, actor }) =>
      id
        ? updateTestimonial({ db: context.db, id, input, image, actor })
        : createTestimonial({ db: context.db, input, image, actor }),
  });
}
