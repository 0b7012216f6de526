import { type RefObject, useCallback, useEffect, useState } from "react";
import { ADMIN_FORM_MESSAGES } from "#rules/admin-form";

/**
 * An unsaved draft of a back-office form, kept in the browser's localStorage
 * under one key per form and record (an editor's address, a message's id).
 * It is written as the admin types, offered back when the form opens again
 * after a forced reload ("Restore unsaved changes?"), and removed once the
 * form is saved or the changes are knowingly left (decision 032).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Entry = [name: string, value: string | boolean];

const PREFIX = "admin-draft:";
const SKIPPED_TYPES = new Set(["file", "hidden", "password", "submit", "button", "reset", "image"]);
const SKIPPED_NAMES = new Set(["csrf", "js"]);
const openDrafts = new Set<string>();

function fieldsOf(form: HTMLFormElement): Field[] {
  return Array.from(form.elements).filter(
    (element): element is Field =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.name !== "" &&
      !SKIPPED_NAMES.has(element.name) &&
      !SKIPPED_TYPES.has(element.type),
  );
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
}

function snapshot(form: HTMLFormElement): Entry[] {
  return fieldsOf(form).map((field) => [field.name, isCheckable(field) ? field.checked : field.value]);
}

function read(key: string): Entry[] | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(PREFIX + key) ?? "null") as unknown;
    return Array.isArray(stored) ? (stored as Entry[]) : null;
  } catch {
    return null;
  }
}

function remove(key: string) {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage switched off: there is nothing to remove.
  }
}

/** Forgets the drafts of the forms on screen: their changes were knowingly left behind. */
export function forgetOpenDrafts() {
  for (const key of openDrafts) remove(key);
}

/** Sets a field as typing would, so React's handlers and the form's change tracking see it. */
function fill(field: Field, value: string | boolean) {
  if (isCheckable(field)) {
    if (field.checked !== value) field.click();
    return;
  }
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : field instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, String(value));
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

function same(a: Entry[], b: Entry[]): boolean {
  return a.length === b.length && a.every(([name, value], index) => b[index]?.[0] === name && b[index]?.[1] === value);
}

export function useFormDraft({
  key,
  form,
  saved,
}: {
  key: string;
  form: RefObject<HTMLFormElement | null>;
  saved: boolean;
}) {
  const [offered, setOffered] = useState<Entry[] | null>(null);

  useEffect(() => {
    openDrafts.add(key);
    const element = form.current;
    const draft = read(key);
    if (element && draft && !same(draft, snapshot(element))) setOffered(draft);
    else if (draft) remove(key);
    return () => {
      openDrafts.delete(key);
      setOffered(null);
    };
  }, [key, form]);

  useEffect(() => {
    if (saved) remove(key);
  }, [saved, key]);

  const store = useCallback(() => {
    const element = form.current;
    if (!element) return;
    setOffered(null);
    try {
      window.localStorage.setItem(PREFIX + key, JSON.stringify(snapshot(element)));
    } catch {
      // Storage full or switched off: the form still works, without a draft.
    }
  }, [key, form]);

  const restore = useCallback(() => {
    const element = form.current;
    if (!element || !offered) return;
    const fields = fieldsOf(element);
    offered.forEach(([name, value], index) => {
      const field = fields[index];
      if (field && field.name === name) fill(field, value);
    });
    setOffered(null);
  }, [offered, form]);

  const discard = useCallback(() => {
    remove(key);
    setOffered(null);
  }, [key]);

  return { offered: offered !== null, store, restore, discard };
}

/** The offer of a stored draft, shown at the top of its form. */
export function DraftOffer({ draft }: { draft: ReturnType<typeof useFormDraft> }) {
  if (!draft.offered) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-brand bg-brand-light px-4 py-3"
    >
      <p className="mr-auto text-ink">
        <span className="font-semibold">{ADMIN_FORM_MESSAGES.draftOffer}</span>{" "}
        <span className="text-sm text-ink-soft">{ADMIN_FORM_MESSAGES.draftOfferDetail}</span>
      </p>
      <button
        type="button"
        onClick={draft.restore}
        className="rounded-full bg-brand px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark"
      >
        {ADMIN_FORM_MESSAGES.restoreDraft}
      </button>
      <button
        type="button"
        onClick={draft.discard}
        className="rounded-full border border-line px-4 py-1.5 text-sm font-semibold text-ink hover:border-brand"
      >
        {ADMIN_FORM_MESSAGES.discardDraft}
      </button>
    </div>
  );
}
