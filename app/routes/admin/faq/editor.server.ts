import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { contentEditorAction } from "#app/lib/content-editor.server";
import { createFaqQuestion, deleteFaqQuestion, updateFaqQuestion } from "#core/faq/faq-writes";
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
