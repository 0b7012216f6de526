import { EditorForm, ValueSelect } from "#app/components/admin/editor-form";
import { FormSection } from "#app/components/admin/editor-sections";
import { MarkdownField } from "#app/components/admin/markdown-field";
import { useEditorState } from "#app/components/admin/use-editor-state";
import { TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { bindFields, overTyped } from "#app/lib/field-binding";
import { FAQ_CATEGORIES, FAQ_STATUSES } from "#rules/allowed-values";
import { FAQ_LABELS, FAQ_QUESTION_DEFAULTS, FAQ_WORDS, FaqQuestionSchema } from "#rules/faq-question";
import { MARKDOWN_HINT } from "#rules/markdown-hint";

export type EditedFaqQuestion = {
  id: string;
  category: string;
  question: string;
  answer: string;
  offersContact: boolean;
  status: string;
};

/** The question form, for a new question (null) or an existing one. */
export function FaqEditor({
  question,
  actionData,
}: {
  question: EditedFaqQuestion | null;
  actionData: FormAnswer | undefined;
}) {
  const editor = useEditorState({
    actionData,
    check: (form) => FaqQuestionSchema.safeParse(Object.fromEntries(form)),
    fieldOf: (name) => name,
  });
  const field = bindFields(FaqQuestionSchema, {
    values: question ?? FAQ_QUESTION_DEFAULTS,
    typed: editor.typed,
    errors: editor.errors,
  });
  const { offersContact } = overTyped({ offersContact: question?.offersContact }, editor.typed, ["offersContact"]);
  return (
    <EditorForm
      heading={question ? FAQ_WORDS.editHeading : FAQ_WORDS.newHeading}
      editor={editor}
      submitLabel={question ? FAQ_WORDS.update : FAQ_WORDS.create}
      cancelTo={ADMIN_PATHS.faq.list}
    >
      <FormSection title="Question">
        <ValueSelect label={FAQ_LABELS.category} values={FAQ_CATEGORIES} {...field("category")} />
        <TextField label={FAQ_LABELS.question} {...field("question")} />
        <MarkdownField label={FAQ_LABELS.answer} {...field("answer")} rows={8} hint={MARKDOWN_HINT} />
        <label className="flex items-center gap-3">
          <input type="checkbox" name="offersContact" defaultChecked={offersContact} className="h-5 w-5" />
          <span>Show the "Ask Us Directly" button under the answer</span>
        </label>
        <ValueSelect label={FAQ_LABELS.status} values={FAQ_STATUSES} {...field("status")} />
      </FormSection>
    </EditorForm>
  );
}
