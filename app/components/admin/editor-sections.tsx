import type { ReactNode } from "react";
import { TextField } from "#app/components/form-field";
import { DISPLAY_ORDER_HINT } from "#rules/content-fields";
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
  displayOrder,
  status,
  statuses,
  errors,
  onStatusChange,
}: {
  displayOrder: number;
  status: string;
  statuses: readonly string[];
  errors: Record<string, string>;
  onStatusChange?: (status: string) => void;
}) {
  return (
    <FormSection title="Display Settings">
      <div>
        <TextField
          id="displayOrder"
          name="displayOrder"
          label="Display order"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          defaultValue={displayOrder}
          error={errors.displayOrder}
        />
        <p className="mt-1 text-sm text-ink-soft">{DISPLAY_ORDER_HINT}</p>
      </div>
      <ValueSelect
        id="status"
        label="Status"
        values={statuses}
        defaultValue={status}
        error={errors.status}
        onChange={onStatusChange}
      />
    </FormSection>
  );
}
