import { useState } from "react";
import { IMAGE_MAX_BYTES } from "../../../rules/images";
import {
  locationShowsImage,
  TESTIMONIAL_MESSAGES,
  TESTIMONIALS_HOME,
  TestimonialSchema,
  testimonialImageError,
} from "../../../rules/testimonial";
import { TESTIMONIAL_LOCATION_LABELS, TESTIMONIAL_LOCATIONS, TESTIMONIAL_STATUSES } from "../../../rules/values";
import type { SaveResult } from "../../lib/admin-action.server";
import { SelectField, TextAreaField, TextField } from "../form-field";
import { AdminForm } from "./admin-form";
import { DisplaySettings, EditorActions, EditorHeading, FormError, FormSection } from "./editor-parts";
import { ImageField } from "./image-field";
import { useEditorForm } from "./use-editor-form";

export type EditedTestimonial = {
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

/** The testimonial form (spec 2): Basic Information, Profile Image for the locations that show one, Display Settings. */
export function TestimonialEditor({
  testimonial,
  nextDisplayOrder,
  actionData,
}: {
  testimonial: EditedTestimonial | null;
  nextDisplayOrder: number;
  actionData: SaveResult | undefined;
}) {
  const [location, setLocation] = useState(testimonial?.location ?? "home_carousel");
  const hasImage = Boolean(testimonial?.imageId || testimonial?.imageUrl);
  const { errors, formError, busy, locked, onChange, onSubmit, markChanged } = useEditorForm({
    schema: TestimonialSchema,
    actionData,
    check: (values): Record<string, string> => {
      const file = values.get("imageFile");
      const message = testimonialImageError({
        location: values.get("location"),
        newImage: (file instanceof Blob && file.size > 0) || String(values.get("imageUrl") ?? "").trim() !== "",
        keepsCurrentImage: hasImage && values.get("imageRemove") !== "1",
      });
      return message ? { image: message } : {};
    },
  });

  return (
    <>
      <EditorHeading title={testimonial ? "Edit Testimonial" : "Add New Testimonial"} />
      <AdminForm noValidate onChange={onChange} onSubmit={onSubmit} aria-busy={busy} className="space-y-6">
        <FormError message={formError} />
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
              onChange={() => markChanged("image")}
            />
          </FormSection>
        ) : null}
        <DisplaySettings
          displayOrder={testimonial?.displayOrder ?? nextDisplayOrder}
          status={testimonial?.status ?? "active"}
          statuses={TESTIMONIAL_STATUSES}
          errors={errors}
        />
        <EditorActions
          cancelTo={TESTIMONIALS_HOME}
          saveLabel={testimonial ? "Update Testimonial" : "Create Testimonial"}
          busy={busy}
          locked={locked}
        />
      </AdminForm>
    </>
  );
}
