import { useState } from "react";
import { SelectField, TextAreaField, TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { TESTIMONIAL_LOCATION_LABELS, TESTIMONIAL_LOCATIONS, TESTIMONIAL_STATUSES } from "#rules/allowed-values";
import { IMAGE_MAX_BYTES } from "#rules/images";
import {
  locationShowsImage,
  TESTIMONIAL_MESSAGES,
  TESTIMONIALS_LIST,
  TestimonialSchema,
  testimonialImageError,
} from "#rules/testimonial";
import { EditorForm } from "./editor-form";
import { DisplaySettings, editorFieldOf, FormSection } from "./editor-sections";
import { ImageField } from "./image-field";
import { useEditorState } from "./use-editor-state";

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

/** The testimonial form (spec 2): Basic Information, Profile Image for the locations that show one, Display Settings. */
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
  const [location, setLocation] = useState(testimonial?.location ?? "home_carousel");
  const hasImage = Boolean(testimonial?.imageId || testimonial?.imageUrl);
  const editor = useEditorState({
    actionData,
    check: (form) => checkTestimonial(form, hasImage),
    fieldOf: editorFieldOf,
  });
  const { errors } = editor;

  return (
    <EditorForm
      heading={testimonial ? "Edit Testimonial" : "Add New Testimonial"}
      editor={editor}
      submitLabel={testimonial ? "Update Testimonial" : "Create Testimonial"}
      cancelTo={TESTIMONIALS_LIST}
    >
      <FormSection title="Basic Information">
        <TextField id="name" name="name" label="Name" required defaultValue={testimonial?.name} error={errors.name} />
        <SelectField
          id="location"
          name="location"
          label="Location"
          required
          value={location}
          onChange={(event) => setLocation(event.currentTarget.value)}
          error={errors.location}
        >
          {TESTIMONIAL_LOCATIONS.map((value) => (
            <option key={value} value={value}>
              {TESTIMONIAL_LOCATION_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id="quote"
          name="quote"
          label="Quote"
          required
          defaultValue={testimonial?.quote}
          error={errors.quote}
        />
      </FormSection>
      {locationShowsImage(location) ? (
        <FormSection title="Profile Image">
          <p className="text-sm text-ink-soft">{TESTIMONIAL_MESSAGES.imageSectionHint}</p>
          <ImageField
            name="image"
            label="Photo"
            required
            maxBytes={IMAGE_MAX_BYTES}
            currentSrc={testimonial?.imageId ? testimonial.imageSrc : null}
            currentUrl={testimonial?.imageUrl}
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
      <DisplaySettings
        // A new testimonial's order follows the chosen location until saved.
        key={testimonial ? "saved" : location}
        displayOrder={testimonial?.displayOrder ?? nextDisplayOrders?.[location] ?? 1}
        status={testimonial?.status ?? "active"}
        statuses={TESTIMONIAL_STATUSES}
        errors={errors}
      />
    </EditorForm>
  );
}
