import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { contentEditorAction } from "#app/lib/content-editor.server";
import { createFaqQuestion } from "#core/faq/create-faq-question";
import { deleteFaqQuestion } from "#core/faq/delete-faq-question";
import { updateFaqQuestion } from "#core/faq/update-faq-question";
import { FAQ_MESSAGES } from "#rules/faq-question";

/** Saves the question form (a new question at /admin/faq/new), or deletes the question when `intent` is delete. */
export const action = contentEditorAction({
  fields: ["category", "question", "answer", "offersContact", "status"],
  redirectTo: ADMIN_PATHS.faq.list,
  messages: FAQ_MESSAGES,
  create: createFaqQuestion,
  update: updateFaqQuestion,
  remove: deleteFaqQuestion,
});
