import { type FormEvent, useState } from "react";
import { useNavigation } from "react-router";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { ADMIN_FORM_MESSAGES } from "#rules/admin-form";
import { typedForm } from "#rules/form-answer";
import { errorsByField, fieldErrors } from "#rules/form-text-plain";
import { isStaleAnswer } from "./stale-edit-notice";
import { useSaveResult } from "./use-save-result";
import { useUnsavedChangesWarning } from "./use-unsaved-changes";

type Check = (form: FormData) => { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] };

/**
 * What an admin editor page keeps track of: the errors under each field (from
 * the browser's check or the server's answer, each cleared as its field is
 * edited), the form's overall message, whether it is saving, and whether it
 * has unsaved changes to warn about, and what was typed into a form whose save
 * failed without JavaScript (`typed`, to show instead of the saved row). `fieldOf` names the field an input belongs to.
 */
export function useEditorState({
  actionData,
  check,
  fieldOf = (name) => name,
}: {
  actionData: FormAnswer | undefined;
  check: Check;
  fieldOf?: (inputName: string) => string;
}) {
  const navigation = useNavigation();
  const saved = useSaveResult(actionData);
  const [answer, setAnswer] = useState(actionData);
  const [errors, setErrors] = useState<Record<string, string>>(actionData?.ok === false ? actionData.errors : {});
  const [formError, setFormError] = useState(actionData?.ok === false ? actionData.formError : "");
  const [dirty, setDirty] = useState(false);
  // A new answer from the server replaces what the form shows (done while rendering, so it works without JavaScript too).
  if (answer !== actionData) {
    setAnswer(actionData);
    setErrors(actionData?.ok === false ? actionData.errors : {});
    setFormError(actionData?.ok === false ? actionData.formError : "");
  }
  useUnsavedChangesWarning(dirty && !saved);

  const clearError = (field: string) => {
    if (!(field in errors)) return;
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  return {
    errors,
    // "Please fix the errors below" goes once the last of them is fixed.
    formError: formError === ADMIN_FORM_MESSAGES.fixErrors && Object.keys(errors).length === 0 ? "" : formError,
    saved,
    stale: isStaleAnswer(answer),
    typed: typedForm(answer),
    saving: navigation.state !== "idle" && navigation.formData !== undefined,
    clearError,
    markDirty: () => setDirty(true),
    onChange: (event: FormEvent<HTMLFormElement>) => {
      setDirty(true);
      const name = (event.target as { name?: unknown }).name;
      if (typeof name === "string" && name) clearError(fieldOf(name));
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const result = check(new FormData(event.currentTarget));
      if (result.success) return;
      event.preventDefault();
      setErrors(errorsByField(fieldErrors(result.error)));
      setFormError(ADMIN_FORM_MESSAGES.fixErrors);
    },
  };
}
