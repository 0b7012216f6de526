import type { ReactNode } from "react";
import { Link } from "react-router";
import { DISPLAY_ORDER_HINT } from "../../../rules/content-fields";
import { SelectField, TextField } from "../form-field";

/** Pieces every back-office editor page shares: heading, the form's overall error, the Cancel and save buttons. */

export function EditorHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** Space for the form's overall message is kept, so the fields do not move when it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div className="min-h-12" aria-live="assertive">
      {message ? (
        <p role="alert" className="rounded-lg border border-accent bg-accent-light px-4 py-2 font-medium text-accent">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-2xl border border-line bg-white p-6">
      <legend className="px-2 font-display text-xl font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Cancel and the save button; the button keeps its width while it reads Saving... */
export function EditorActions({
  cancelTo,
  saveLabel,
  busy,
  locked,
}: {
  cancelTo: string;
  saveLabel: string;
  busy: boolean;
  locked: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Link
        to={cancelTo}
        className="rounded-full border border-line bg-white px-6 py-2 font-semibold text-ink hover:border-brand"
      >
        Cancel
      </Link>
      <button
        type="submit"
        disabled={locked}
        aria-busy={busy}
        className="min-w-52 rounded-full bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
      >
        {busy ? "Saving..." : saveLabel}
      </button>
    </div>
  );
}

const STATUS_LABELS: Record<string, string> = { active: "Active", inactive: "Inactive" };

/** Display order (1 or more; lower first) and status (active or inactive), as team members and testimonials have them. */
export function DisplaySettings({
  displayOrder,
  status,
  statuses,
  errors,
}: {
  displayOrder: number;
  status: string;
  statuses: readonly string[];
  errors: Record<string, string>;
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
      <SelectField id="status" name="status" label="Status" required defaultValue={status} error={errors.status}>
        {statuses.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value] ?? value}
          </option>
        ))}
      </SelectField>
    </FormSection>
  );
}
