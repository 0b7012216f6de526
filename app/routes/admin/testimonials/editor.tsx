import { useState } from "react";
import { EditorForm } from "#app/components/admin/editor-form";
import { DisplaySettings, editorFieldOf, FormSection } from "#app/components/admin/editor-sections";
import { ImageField } from "#app/components/admin/image-field";
import { useEditorState } from "#app/components/admin/use-editor-state";
import { SelectField, TextAreaField, TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { bindFields } from "#app/lib/field-binding";
import { TESTIMONIAL_LOCATION_LABELS, TESTIMONIAL_LOCATIONS, TESTIMONIAL_STATUSES } from "#rules/allowed-values";
import { IMAGE_MAX_BYTES } from "#rules/images";
import {
  locationShowsImage,
  TESTIMONIAL_DEFAULTS,
  TESTIMONIAL_LABELS,
  TESTIMONIAL_MESSAGES,
  TESTIMONIAL_WORDS,
  TestimonialSchema,
  testimonialImageError,
} from "#rules/testimonial";

type EditedTestimonial = {
  id: string;
  name: string;
  quote: string;
  location: string;
  imageId: string | null;
  imageUrl: string | null;
  imageSrc: string | null;
  displayOrder: number;
  status: string;
};

/** The fields' check plus the one the schema cannot see: a photo where the location shows one. */
function checkTestimonial(form: FormData, hasImage: boolean) {
  const parsed = TestimonialSchema.safeParse(Object.fromEntries(form));
  const file = form.get("imageFile");
  const imageError = testimonialImageError({
    location: form.get("location"),
    newImage: (file instanceof Blob && file.size > 0) || String(form.get("imageUrl") ?? "").trim() !== "",
    keepsCurrentImage: hasImage && form.get("imageRemove") !== "1",
  });
  if (!imageError) return parsed;
  const issues = parsed.success ? [] : parsed.error.issues;
  return { success: false as const, error: { issues: [...issues, { path: ["image"], message: imageError }] } };
}

/** The testimonial form: Basic Information, Profile Image for the locations that show one, Display Settings. */
export function TestimonialEditor({
  testimonial,
  nextDisplayOrders,
  actionData,
}: {
  testimonial: EditedTestimonial | null;
  /** For a new testimonial: the next display order of each location. */
  nextDisplayOrders?: Partial<Record<string, number>>;
  actionData: FormAnswer | undefined;
}) {
  const hasImage = Boolean(testimonial?.imageId || testimonial?.imageUrl);
  const editor = useEditorState({
    actionData,
    check: (form) => checkTestimonial(form, hasImage),
    fieldOf: editorFieldOf,
  });
  const { errors, typed } = editor;
  const [location, setLocation] = useState(
    typed?.get("location") ?? testimonial?.location ?? TESTIMONIAL_DEFAULTS.location,
  );
  // A new testimonial's order follows the chosen location until saved.
  const field = bindFields(TestimonialSchema, {
    values: testimonial ?? { displayOrder: nextDisplayOrders?.[location] ?? 1, status: TESTIMONIAL_DEFAULTS.status },
    typed,
    errors,
  });

  return (
    <EditorForm
      heading={testimonial ? TESTIMONIAL_WORDS.editHeading : TESTIMONIAL_WORDS.newHeading}
      editor={editor}
      submitLabel={testimonial ? TESTIMONIAL_WORDS.update : TESTIMONIAL_WORDS.create}
      cancelTo={ADMIN_PATHS.testimonials.list}
    >
      <FormSection title="Basic Information">
        <TextField label={TESTIMONIAL_LABELS.name} {...field("name")} />
        <SelectField
          label={TESTIMONIAL_LABELS.location}
          {...field("location", { value: location })}
          onChange={(event) => setLocation(event.currentTarget.value)}
        >
          {TESTIMONIAL_LOCATIONS.map((value) => (
            <option key={value} value={value}>
              {TESTIMONIAL_LOCATION_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <TextAreaField label={TESTIMONIAL_LABELS.quote} {...field("quote")} />
      </FormSection>
      {locationShowsImage(location) ? (
        <FormSection title="Profile Image">
          <p className="text-sm text-ink-soft">{TESTIMONIAL_MESSAGES.imageSectionHint}</p>
          <ImageField
            name="image"
            label={TESTIMONIAL_LABELS.image}
            required
            maxBytes={IMAGE_MAX_BYTES}
            currentSrc={testimonial?.imageId ? testimonial.imageSrc : null}
            currentUrl={testimonial?.imageUrl}
            typed={typed}
            hint={TESTIMONIAL_MESSAGES.imageHint}
            note={TESTIMONIAL_MESSAGES.imageNote}
            error={errors.image}
            onChange={() => {
              editor.markDirty();
              editor.clearError("image");
            }}
          />
        </FormSection>
      ) : null}
      <DisplaySettings key={testimonial ? "saved" : location} field={field} statuses={TESTIMONIAL_STATUSES} />
    </EditorForm>
  );
}
