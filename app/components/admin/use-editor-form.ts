import { type ChangeEvent, type FormEvent, useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { ADMIN_FORM_MESSAGES } from "../../../rules/admin-form";
import { errorsByField, fieldErrors } from "../../../rules/form-text";
import type { SaveResult } from "../../lib/admin-action.server";
import { useSaveResult } from "./use-save-result";
import { useUnsavedChangesWarning } from "./use-unsaved-changes";

type Schema = {
  safeParse(input: unknown): { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] };
};

/** An ImageField named `image` posts imageFile, imageUrl and imageRemove; its error is under `image`. */
const fieldOf = (inputName: string) => inputName.replace(/(File|Url|Remove)$/, "");

/**
 * The state of a back-office editor: the form's schema checks it in the browser
 * before it is sent (the action checks again with the same schema), errors
 * clear as their field is edited, the save result shows its toast and moves on
 * after 1.5 s, and leaving with unsaved changes asks first.
 * `check` adds rules the schema cannot see, such as a required image.
 */
export function useEditorForm({
  schema,
  actionData,
  check,
}: {
  schema: Schema;
  actionData: SaveResult | undefined;
  check?: (values: FormData) => Record<string, string>;
}) {
  const navigation = useNavigation();
  const succeeded = useSaveResult(actionData);
  const [dirty, setDirty] = useState(false);
  // Seeded from the action's answer too, so a post without JavaScript shows its errors.
  const refused = actionData && !actionData.ok ? actionData : null;
  const [errors, setErrors] = useState<Record<string, string>>(refused?.errors ?? {});
  const [formError, setFormError] = useState<string | null>(refused?.formError ?? null);

  useEffect(() => {
    if (actionData && !actionData.ok) {
      setErrors(actionData.errors);
      setFormError(actionData.formError);
    }
  }, [actionData]);

  useUnsavedChangesWarning(dirty && !succeeded);

  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  /** Marks the form changed and clears the message of the field edited. */
  const markChanged = (field?: string) => {
    setDirty(true);
    if (!field) return;
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name;
    markChanged(name ? fieldOf(name) : undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const values = new FormData(form);
    const parsed = schema.safeParse(Object.fromEntries(values));
    const found = { ...(parsed.success ? {} : errorsByField(fieldErrors(parsed.error))), ...check?.(values) };
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first === undefined) {
      setFormError(null);
      return;
    }
    event.preventDefault();
    setFormError(ADMIN_FORM_MESSAGES.fixErrors);
    form.querySelector<HTMLElement>(`[name="${first}"], [name^="${first}"]`)?.focus();
  };

  return { errors, formError, busy, locked: busy || succeeded, onChange, onSubmit, markChanged };
}
