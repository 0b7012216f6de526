import { type ComponentProps, type FormEvent, type ReactNode, useRef } from "react";
import { useLocation } from "react-router";
import { SelectField } from "#app/components/form-field";
import { capitalize } from "#app/lib/format";
import { AdminForm } from "./admin-form";
import { DraftOffer, useFormDraft } from "./form-draft";
import { SaveButtons } from "./save-buttons";
import { StaleEditNotice } from "./stale-edit-notice";

type Editor = {
  formError: string;
  /** The save was refused: someone saved after the form was opened. */
  stale: boolean;
  /** What was typed into the form when its save failed without JavaScript, version included. */
  typed?: URLSearchParams;
  saving: boolean;
  saved: boolean;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * An editor page: its heading, the form with the message about the whole form
 * on top, and Cancel and save at the bottom. The browser's own validation is
 * off, so the messages of rules/ show instead. What is typed is kept as a draft
 * in the browser until it is saved (one per editor address). The form sends
 * the version it was opened at (the loader's `editVersion`), and a save over
 * a newer one is refused with a way to reload or save over it.
 */
export function EditorForm({
  heading,
  editor,
  submitLabel,
  cancelTo,
  children,
}: {
  heading: string;
  editor: Editor;
  submitLabel: string;
  cancelTo: string;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const draft = useFormDraft({ key: useLocation().pathname, form, saved: editor.saved });
  return (
    <>
      <h1 className="font-display text-3xl font-bold">{heading}</h1>
      <AdminForm
        ref={form}
        noValidate
        onChange={(event) => {
          editor.onChange(event);
          draft.store();
        }}
        onSubmit={editor.onSubmit}
        className="mt-6 space-y-6 rounded-2xl border border-line bg-white p-6"
      >
        <DraftOffer draft={draft} />
        <StaleEditNotice formError={editor.formError} stale={editor.stale} typed={editor.typed} />
        {children}
        <SaveButtons label={submitLabel} saving={editor.saving} disabled={editor.saved} cancelTo={cancelTo} />
      </AdminForm>
    </>
  );
}

/** A select of fixed values (category, status), each shown capitalised; one is always chosen, so it is marked required. */
export function ValueSelect({
  values,
  onChange,
  ...select
}: Omit<ComponentProps<typeof SelectField>, "onChange" | "children"> & {
  values: readonly string[];
  onChange?: (value: string) => void;
}) {
  return (
    <SelectField {...select} required onChange={onChange ? (event) => onChange(event.target.value) : undefined}>
      {values.map((value) => (
        <option key={value} value={value}>
          {capitalize(value)}
        </option>
      ))}
    </SelectField>
  );
}
