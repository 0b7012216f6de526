import type { ReactNode } from "react";
import { Form } from "react-router";
import { AdminFormFields } from "#app/components/admin/admin-form";

/** A small back-office form posting an `intent`, with its own errors and submit button. */
export function IntentForm({
  intent,
  title,
  submitLabel,
  formError,
  children,
  danger = false,
}: {
  intent: string;
  title: string;
  submitLabel: string;
  formError?: string;
  children?: ReactNode;
  danger?: boolean;
}) {
  return (
    <section aria-labelledby={`${intent}-heading`} className="rounded-2xl border border-line bg-white p-6">
      <h2 id={`${intent}-heading`} className="font-display text-xl font-bold">
        {title}
      </h2>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <AdminFormFields />
        <input type="hidden" name="intent" value={intent} />
        {formError ? (
          <p role="alert" className="rounded-lg bg-accent-light px-4 py-3 font-medium text-accent">
            {formError}
          </p>
        ) : null}
        {children}
        <button
          type="submit"
          className={`rounded-full px-6 py-2 font-semibold ${
            danger
              ? "border border-accent text-accent hover:bg-accent-light"
              : "bg-brand text-white hover:bg-brand-dark"
          }`}
        >
          {submitLabel}
        </button>
      </Form>
    </section>
  );
}
