import type { ActionFunctionArgs } from "react-router";
import { createTestimonial } from "../../../../core/testimonials/create-testimonial";
import { deleteTestimonial } from "../../../../core/testimonials/delete-testimonial";
import { updateTestimonial } from "../../../../core/testimonials/update-testimonial";
import { TESTIMONIAL_MESSAGES, TESTIMONIALS_LIST } from "../../../../rules/testimonial";
import { handleContentAction } from "../../../lib/content-editor.server";

const FIELDS = ["name", "location", "quote", "displayOrder", "status"] as const;

/** Saves the testimonial form (a new one at /admin/testimonials/new), or deletes it when `intent` is delete. */
export function action({ request, context, params }: ActionFunctionArgs) {
  const { id } = params;
  return handleContentAction({
    request,
    context,
    fields: FIELDS,
    redirectTo: TESTIMONIALS_LIST,
    messages: {
      saved: id ? TESTIMONIAL_MESSAGES.updated : TESTIMONIAL_MESSAGES.created,
      failed: id ? TESTIMONIAL_MESSAGES.updateFailed : TESTIMONIAL_MESSAGES.createFailed,
      notFound: TESTIMONIAL_MESSAGES.notFound,
      deleted: TESTIMONIAL_MESSAGES.deleted,
      deleteFailed: TESTIMONIAL_MESSAGES.deleteFailed,
    },
    save: ({ input, image, actor }) =>
      id
        ? updateTestimonial({ db: context.db, id, input, image, actor })
        : createTestimonial({ db: context.db, input, image, actor }),
    remove: id ? (actor) => deleteTestimonial({ db: context.db, id, actor }) : undefined,
  });
}
