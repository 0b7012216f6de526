import { EditorForm, ValueSelect } from "#app/components/admin/editor-form";
import { FormSection } from "#app/components/admin/editor-sections";
import { useEditorState } from "#app/components/admin/use-editor-state";
import { TextAreaField, TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { FAQ_CATEGORIES, FAQ_STATUSES } from "#rules/allowed-values";
import { FAQ_LIST, FaqQuestionSchema } from "#rules/faq-question";

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
  const { errors } = editor;
  return (
    <EditorForm
      heading={question ? "Edit Question" : "Add Question"}
      editor={editor}
      submitLabel={question ? "Update Question" : "Create Question"}
      cancelTo={FAQ_LIST}
    >
      <FormSection title="Question">
        <ValueSelect
          id="category"
          label="Category"
          values={FAQ_CATEGORIES}
          defaultValue={question?.category ?? "General"}
          error={errors.category}
        />
        <TextField
          id="question"
          name="question"
          label="Question"
          required
          defaultValue={question?.question}
          error={errors.question}
        />
        <div>
          <TextAreaField
            id="answer"
            name="answer"
            label="Answer"
            required
            rows={6}
            defaultValue={question?.answer}
            error={errors.answer}
          />
          <p className="mt-1 text-sm text-ink-soft">Leave an empty line between paragraphs.</p>
        </div>
        <label className="flex items-center gap-3">
          <input type="checkbox" name="offersContact" defaultChecked={question?.offersContact} className="h-5 w-5" />
          <span>Show the "Ask Us Directly" button under the answer</span>
        </label>
        <ValueSelect
          id="status"
          label="Status"
          values={FAQ_STATUSES}
          defaultValue={question?.status ?? "active"}
          error={errors.status}
        />
      </FormSection>
    </EditorForm>
  );
}
