import { useState } from "react";
import { useActionData, useLoaderData } from "react-router";
import { EditorForm, ValueSelect } from "#app/components/admin/editor-form";
import { ImageField } from "#app/components/admin/image-field";
import { typedBeforeHydration } from "#app/components/admin/typed-before-hydration";
import { useEditorState } from "#app/components/admin/use-editor-state";
import { SelectField, TextAreaField, TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { CLASS_TYPES_LIST } from "#app/lib/admin-paths";
import { CLASS_CATEGORIES, CLASS_STATUSES } from "#rules/allowed-values";
import { CLASS_PREVIEW_TEXT, classPreviewPath } from "#rules/class-preview";
import {
  CLASS_TYPE_LIMITS,
  CLASS_TYPE_MESSAGES,
  ClassTypeSchema,
  inactiveInstructorLabel,
  readClassTypeForm,
  slugify,
} from "#rules/class-type";
import { IMAGE_MAX_BYTES } from "#rules/images";
import { ClassTypeLists } from "./class-type-lists";
import type { loader } from "./editor.server";

/** The input names of list rows and of the image field, and the field their errors belong to. */
function fieldOf(name: string): string {
  if (name.startsWith("agenda")) return "agenda";
  if (name.startsWith("testimonial")) return "testimonials";
  if (name.startsWith("featuredImage")) return "featuredImage";
  return name;
}

export function meta({ params }: { params: { id?: string } }) {
  return [
    { title: `${params.id ? "Edit Class Type" : "Create New Class Type"} · Admin Portal` },
    { name: "robots", content: "noindex" },
  ];
}

/** The class type form, for a new class type and for editing one. */
export function ClassTypeEditor() {
  const { classType, instructors } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormAnswer>();
  const editor = useEditorState({
    actionData,
    check: (form) => ClassTypeSchema.safeParse(readClassTypeForm(form)),
    fieldOf,
  });
  const { errors } = editor;
  const [title, setTitle] = useState(() => typedBeforeHydration("title") ?? classType?.title ?? "");
  const [slug, setSlug] = useState(() => {
    const typedSlug = typedBeforeHydration("slug");
    if (typedSlug !== null && typedSlug !== (classType?.slug ?? "")) return typedSlug;
    // A title typed before hydration gives its slug, as typing it afterwards does.
    return title !== (classType?.title ?? "") ? slugify(title) : (classType?.slug ?? "");
  });
  const instructorIds = new Set(instructors.map((instructor) => instructor.id));
  const keepsInactiveInstructor = instructors.some(
    (instructor) => !instructor.active && instructor.id === classType?.instructorId,
  );

  return (
    <EditorForm
      heading={classType ? "Edit Class Type" : "Create New Class Type"}
      editor={editor}
      submitLabel={classType ? "Update Class Type" : "Create Class Type"}
      cancelTo={CLASS_TYPES_LIST}
    >
      <TextField
        id="title"
        name="title"
        label="Title"
        required
        value={title}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          setSlug(slugify(event.currentTarget.value));
          editor.clearError("slug");
        }}
        error={errors.title}
      />
      <div>
        <TextField
          id="slug"
          name="slug"
          label="Slug"
          required
          value={slug}
          onChange={(event) => setSlug(event.currentTarget.value)}
          aria-describedby={errors.slug ? "slug-error" : "slug-hint"}
          error={errors.slug}
        />
        <p id="slug-hint" className="mt-1 text-sm text-ink-soft">
          The class page's address: /classes/{slug || "..."}
        </p>
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
      </div>
      <TextAreaField
        id="description"
        name="description"
        label="Description"
        required
        defaultValue={classType?.description}
        error={errors.description}
      />
      <div>
        <TextAreaField
          id="howToPay"
          name="howToPay"
          label="How to pay"
          maxLength={CLASS_TYPE_LIMITS.howToPayMax}
          placeholder="Pay at the door by cash or card, or by Zelle to payments@example.com before the class."
          defaultValue={classType?.howToPay}
          aria-describedby={errors.howToPay ? "howToPay-error" : "howToPay-hint"}
          error={errors.howToPay}
        />
        <p id="howToPay-hint" className="mt-1 text-sm text-ink-soft">
          Shown on the class page beside the price and in every registration confirmation. Leave it empty for a free
          class.
        </p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <ValueSelect
          id="category"
          label="Category"
          values={CLASS_CATEGORIES}
          defaultValue={classType?.category ?? "workshop"}
          error={errors.category}
        />
        <div>
          <SelectField
            id="instructorId"
            name="instructorId"
            label="Instructor"
            required
            defaultValue={
              classType?.instructorId && instructorIds.has(classType.instructorId) ? classType.instructorId : ""
            }
            error={errors.instructorId}
          >
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
        label="Featured image"
        maxBytes={IMAGE_MAX_BYTES}
        currentSrc={classType?.featuredImageSrc}
        currentUrl={classType?.featuredImageUrl}
        error={errors.featuredImage}
        onChange={() => editor.clearError("featuredImage")}
      />
      <ClassTypeLists classType={classType} errors={errors} onEdit={editor.markDirty} />
      <ValueSelect
        id="status"
        label="Status"
        values={CLASS_STATUSES}
        defaultValue={classType?.status ?? "draft"}
        error={errors.status}
      />
    </EditorForm>
  );
}
