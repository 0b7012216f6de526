import { EditorForm, ValueSelect } from "#app/components/admin/editor-form";
import { ImageField } from "#app/components/admin/image-field";
import { NameAndSlug } from "#app/components/admin/name-and-slug";
import { useEditorState } from "#app/components/admin/use-editor-state";
import { SelectField, TextAreaField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { ADMIN_PATHS, classPreviewPath } from "#app/lib/admin-paths";
import { bindFields } from "#app/lib/field-binding";
import type { ClassTypeForEditing } from "#core/classes/get-class-type-for-editing";
import type { InstructorChoice } from "#core/classes/list-instructor-choices";
import { CLASS_CATEGORIES, CLASS_STATUSES } from "#rules/allowed-values";
import { CLASS_PREVIEW_TEXT } from "#rules/class-preview";
import {
  CLASS_TYPE_DEFAULTS,
  CLASS_TYPE_LABELS,
  CLASS_TYPE_MESSAGES,
  CLASS_TYPE_WORDS,
  ClassTypeSchema,
  inactiveInstructorLabel,
  readClassTypeForm,
} from "#rules/class-type";
import { IMAGE_MAX_BYTES } from "#rules/images";
import { ClassTypeLists } from "./class-type-lists";

/** The input names of list rows and of the image field, and the field their errors belong to. */
function fieldOf(name: string): string {
  if (name.startsWith("agenda")) return "agenda";
  if (name.startsWith("testimonial")) return "testimonials";
  if (name.startsWith("featuredImage")) return "featuredImage";
  return name;
}

/** The class type form, for a new class type (null) and for editing one. */
export function ClassTypeEditor({
  classType,
  instructors,
  actionData,
}: {
  classType: ClassTypeForEditing | null;
  /** Active team members, and the class type's own instructor even when inactive. */
  instructors: InstructorChoice[];
  actionData: FormAnswer | undefined;
}) {
  const editor = useEditorState({
    actionData,
    check: (form) => ClassTypeSchema.safeParse(readClassTypeForm(form)),
    fieldOf,
  });
  const { errors, typed } = editor;
  // After a save refused without JavaScript, the lists as they were typed.
  const typedLists = typed ? readClassTypeForm(typed) : undefined;
  const instructorIds = new Set(instructors.map((instructor) => instructor.id));
  const field = bindFields(ClassTypeSchema, {
    values: {
      ...classType,
      category: classType?.category ?? CLASS_TYPE_DEFAULTS.category,
      // An instructor the list no longer has must be chosen again.
      instructorId: classType?.instructorId && instructorIds.has(classType.instructorId) ? classType.instructorId : "",
      status: classType?.status ?? CLASS_TYPE_DEFAULTS.status,
    },
    typed,
    errors,
  });
  const keepsInactiveInstructor = instructors.some(
    (instructor) => !instructor.active && instructor.id === classType?.instructorId,
  );

  return (
    <EditorForm
      heading={classType ? CLASS_TYPE_WORDS.editHeading : CLASS_TYPE_WORDS.newHeading}
      editor={editor}
      submitLabel={classType ? CLASS_TYPE_WORDS.update : CLASS_TYPE_WORDS.create}
      cancelTo={ADMIN_PATHS.classTypes.list}
    >
      <NameAndSlug
        nameLabel="Title"
        nameField={(own) => field("title", own)}
        slugField={(own) => field("slug", own)}
        saved={{ name: classType?.title ?? "", slug: classType?.slug ?? "" }}
        typed={typed}
        slugError={errors.slug}
        onSlugFromName={() => editor.clearError("slug")}
        address={(slug) => `The class page's address: /classes/${slug}`}
      >
        {classType ? (
          <a
            href={classPreviewPath(classType.slug)}
            target="_blank"
            rel="noopener"
            className="mt-1 inline-block text-sm font-semibold text-brand underline underline-offset-4"
          >
            {CLASS_PREVIEW_TEXT.editorLink}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </NameAndSlug>
      <TextAreaField label={CLASS_TYPE_LABELS.description} {...field("description")} />
      <div>
        <TextAreaField
          label={CLASS_TYPE_LABELS.howToPay}
          {...field("howToPay")}
          placeholder="Pay at the door by cash or card, or by Zelle to payments@example.com before the class."
          aria-describedby={errors.howToPay ? "howToPay-error" : "howToPay-hint"}
        />
        <p id="howToPay-hint" className="mt-1 text-sm text-ink-soft">
          Shown on the class page beside the price and in every registration confirmation. Leave it empty for a free
          class.
        </p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <ValueSelect label={CLASS_TYPE_LABELS.category} values={CLASS_CATEGORIES} {...field("category")} />
        <div>
          <SelectField label={CLASS_TYPE_LABELS.instructor} {...field("instructorId")}>
            <option value="">Select an instructor</option>
            {instructors.map((instructor) => (
              <option key={instructor.id} value={instructor.id}>
                {instructor.active ? instructor.name : inactiveInstructorLabel(instructor.name)}
              </option>
            ))}
          </SelectField>
          {keepsInactiveInstructor ? (
            <p className="mt-1 text-sm text-ink-soft">{CLASS_TYPE_MESSAGES.instructorInactiveHint}</p>
          ) : null}
        </div>
      </div>
      <ImageField
        name="featuredImage"
        label={CLASS_TYPE_LABELS.featuredImage}
        maxBytes={IMAGE_MAX_BYTES}
        currentSrc={classType?.featuredImageSrc}
        currentUrl={classType?.featuredImageUrl}
        typed={typed}
        error={errors.featuredImage}
        onChange={() => editor.clearError("featuredImage")}
      />
      <ClassTypeLists
        classType={
          typedLists ? (typedLists as Pick<ClassTypeForEditing, "whatYouGet" | "agenda" | "testimonials">) : classType
        }
        errors={errors}
        onEdit={editor.markDirty}
      />
      <ValueSelect label={CLASS_TYPE_LABELS.status} values={CLASS_STATUSES} {...field("status")} />
    </EditorForm>
  );
}
