import { z } from "zod/mini";
import { managerWords } from "./admin-verbs";
import { FAQ_CATEGORIES, FAQ_STATUSES } from "./allowed-values";
import { choiceField, limitedText } from "./content-fields";
import { checkboxField } from "./form-text";
import { TRASH_RESTORE_NOTE } from "./trash";

/** The FAQ manager's form rules and texts. */

/** What a new question starts with: the editor's empty form and the status column's default in db/schema.ts. */
export const FAQ_QUESTION_DEFAULTS = {
  category: "General",
  status: "active",
} as const satisfies { category: (typeof FAQ_CATEGORIES)[number]; status: (typeof FAQ_STATUSES)[number] };

export const FAQ_MESSAGES = {
  questionRequired: "Question is required",
  answerRequired: "Answer is required",
  categoryInvalid: "Please choose a category",
  statusInvalid: "Status must be draft or active",
  created: "Question created successfully",
  updated: "Question updated successfully",
  deleted: "Question deleted successfully",
  createFailed: "Failed to create question",
  updateFailed: "Failed to update question",
  deleteFailed: "Failed to delete question",
  orderUpdated: "Display order updated successfully",
  orderFailed: "Failed to update display order",
  notFound: "Question not found",
} as const;

export function faqDeleteQuestion(question: string): string {
  return `Are you sure you want to delete "${question}"? ${TRASH_RESTORE_NOTE}`;
}

export const FaqQuestionSchema = z.object({
  category: choiceField(FAQ_CATEGORIES, FAQ_MESSAGES.categoryInvalid),
  question: limitedText("Question", 300, FAQ_MESSAGES.questionRequired),
  answer: limitedText("Answer", 5000, FAQ_MESSAGES.answerRequired),
  offersContact: checkboxField,
  status: choiceField(FAQ_STATUSES, FAQ_MESSAGES.statusInvalid),
});

export type FaqQuestionInput = z.input<typeof FaqQuestionSchema>;
export type FaqQuestionFields = z.output<typeof FaqQuestionSchema>;

/** The FAQ manager's buttons and headings (decision 073). */
export const FAQ_WORDS = /* @__PURE__ */ managerWords("Question");

/** The question form's field labels. */
export const FAQ_LABELS = { category: "Category", question: "Question", answer: "Answer", status: "Status" } as const;
