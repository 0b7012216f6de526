import type { ReactNode } from "react";
import { TextField } from "#app/components/form-field";
import type { FieldBinder } from "#app/lib/field-binding";
import { DISPLAY_ORDER_HINT, DISPLAY_SETTINGS_LABELS } from "#rules/content-fields";
import { ValueSelect } from "./editor-form";

/** Sections of the team member and testimonial forms. */

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 font-display text-xl font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** An ImageField posts imageFile, imageUrl and imageRemove; its message is under `image`. */
export const editorFieldOf = (inputName: string) => inputName.replace(/^(image)(File|Url|Remove)$/, "$1");

/** Display order (1 or more, lower first) and status (active or inactive), as team members and testimonials have them. */
export function DisplaySettings({
  field,
  statuses,
  onStatusChange,
}: {
  field: FieldBinder<"displayOrder" | "status">;
  statuses: readonly string[];
  onStatusChange?: (status: string) => void;
}) {
  return (
    <FormSection title="Display Settings">
      <div>
        <TextField label={DISPLAY_SETTINGS_LABELS.displayOrder} {...field("displayOrder")} />
        <p className="mt-1 text-sm text-ink-soft">{DISPLAY_ORDER_HINT}</p>
      </div>
      <ValueSelect
        label={DISPLAY_SETTINGS_LABELS.status}
        values={statuses}
        {...field("status")}
        onChange={onStatusChange}
      />
    </FormSection>
  );
}
