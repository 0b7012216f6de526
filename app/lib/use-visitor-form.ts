import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod/mini";
import type { VisitorAnswer } from "#rules/form-answer";
import { CONFIRMATION_FIELD, FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_MS, type VisitorForm } from "#rules/form-guard";
import { errorsByField, fieldErrors } from "#rules/form-text-plain";
import { sendVisitorForm, waitForMinimumFillTime } from "./send-visitor-form";

export type FormStatus = "form" | "sending" | "success";

/** What the API answered a form sent with JavaScript, read as the page's own post would be answered. */
export type FormResult = VisitorAnswer<{ id: string }>;

/**
 * Values, errors and status of a visitor form: the shared rules first in the
 * browser, then the API. Without JavaScript the same form posts to the page's
 * action, and `initial` carries what the server answered.
 */
export function useVisitorForm<Field extends string>({
  form,
  loadSchema,
  fields,
  initial,
  serverState,
  sent = false,
  invalidMessage = null,
  extraFields,
  onResult,
}: {
  form: VisitorForm;
  /**
   * The form's rules, loaded with a dynamic import: zod stays out of the
   * page's first download and arrives just after the page is ready
   * (docs/decisions/010-javascript-budget.md).
   */
  loadSchema: () => Promise<z.ZodMiniType>;
  fields: readonly Field[];
  initial?: Partial<Record<Field, string>>;
  /** What the page's action answered a post without JavaScript. */
  serverState?: VisitorAnswer | null;
  sent?: boolean;
  /** Shown above the form when a check fails in the browser. */
  invalidMessage?: string | null;
  /** Sent along with the visible fields, e.g. the newsletter's source. */
  extraFields?: Record<string, string>;
  onResult?: (result: FormResult) => void;
}) {
  // Read without rules/form-answer.ts's helpers, which would be one more file in the page's first download.
  const refused = serverState?.ok === false ? serverState : null;
  const [values, setValues] = useState(() => {
    const typed = new URLSearchParams(refused?.typed);
    return Object.fromEntries(fields.map((field) => [field, typed.get(field) ?? initial?.[field] ?? ""])) as Record<
      Field,
      string
    >;
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(refused?.errors ?? {});
  const [message, setMessage] = useState<string | null>(refused?.formError || null);
  const [status, setStatus] = useState<FormStatus>(sent ? "success" : "form");
  const [confirmation, setConfirmation] = useState<string | null>(refused?.confirmation || null);
  const shownAt = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    shownAt.current = Date.now();
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Fetched once the page is ready, so the first submit does not wait for it.
  useEffect(() => {
    loadSchema().catch(() => {});
  }, [loadSchema]);

  function setField(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      if (Object.keys(rest).length === 0) setMessage(null);
      return rest;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const formElement = event.currentTarget;
    const schema = await loadSchema().catch(() => null);
    if (!mounted.current) return;
    // Without the rules (the file could not be fetched) the server still checks everything.
    const parsed = schema ? schema.safeParse(values) : { success: true as const };
    if (!parsed.success) {
      const list = fieldErrors(parsed.error);
      setErrors(errorsByField(list) as Partial<Record<Field, string>>);
      setMessage(invalidMessage);
      const first = formElement.elements.namedItem(list[0]?.field ?? "");
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    const honeypot = new FormData(formElement).get(HONEYPOT_FIELD) ?? "";
    setErrors({});
    setMessage(null);
    setStatus("sending");
    await waitForMinimumFillTime(shownAt.current, MIN_FILL_MS[form]);
    const result = await sendVisitorForm(form, {
      ...extraFields,
      ...values,
      [HONEYPOT_FIELD]: honeypot,
      [FILL_TIME_FIELD]: Date.now() - shownAt.current,
      [CONFIRMATION_FIELD]: confirmation,
    });
    if (!mounted.current) return;
    if (result.ok) {
      setStatus("success");
      onResult?.(result);
      return;
    }
    setStatus("form");
    setErrors(result.errors);
    setMessage(result.formError);
    if (result.confirmation) {
      // Not a failure: nothing is stored until the visitor sends it once more.
      setConfirmation(result.confirmation);
      return;
    }
    onResult?.(result);
  }

  /** Value, change handler and error of one field, for spreading onto its input. */
  function bind(field: Field, { trimStart = false } = {}) {
    const take = (value: string) => setField(field, trimStart ? value.trimStart() : value);
    return {
      name: field,
      value: values[field],
      error: errors[field],
      readOnly: status === "sending",
      onChange: (event: { target: { value: string } }) => take(event.target.value),
      // What was typed before the page's script ran is in the field but not in the state: taken
      // over as React first holds the field, before a later render could write the state back.
      ref: (node: { value: string } | null) => {
        if (node && node.value !== values[field]) take(node.value);
      },
    };
  }

  return { message, errors, status, confirmation, bind, submit };
}
