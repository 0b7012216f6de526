import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { contentEditorAction } from "#app/lib/content-editor.server";
import { createTestimonial } from "#core/testimonials/create-testimonial";
import { deleteTestimonial } from "#core/testimonials/delete-testimonial";
import { updateTestimonial } from "#core/testimonials/update-testimonial";
import { TESTIMONIAL_MESSAGES } from "#rules/testimonial";

/** Saves the testimonial form (a new one at /admin/testimonials/new), or deletes it when `intent` is delete. */
export const action = contentEditorAction({
  fields: ["name", "location", "quote", "displayOrder", "status"],
  redirectTo: ADMIN_PATHS.testimonials.list,
  messages: TESTIMONIAL_MESSAGES,
  create: createTestimonial,
  update: updateTestimonial,
  remove: deleteTestimonial,
});
