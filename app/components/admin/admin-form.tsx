import type { ComponentProps } from "react";
import { Form, useRouteLoaderData } from "react-router";
import { useHydrated } from "#app/components/use-hydrated";
import type { loader as adminLayoutLoader } from "#app/routes/admin/layout";
import { JS_FIELD } from "#rules/admin-form";

/** The session's CSRF token, which every admin write must carry (field `csrf` or header X-CSRF-Token). */
export function useCsrfToken(): string {
  return useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout")?.csrfToken ?? "";
}

/** The hidden fields every admin write carries. */
export function AdminFormFields() {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="csrf" value={useCsrfToken()} />
      <input type="hidden" name={JS_FIELD} value={hydrated ? "1" : ""} />
    </>
  );
}

/** A back-office form: posted as multipart (so it can carry images), with the CSRF token. */
export function AdminForm({ children, ...props }: Omit<ComponentProps<typeof Form>, "method" | "encType">) {
  return (
    <Form method="post" encType="multipart/form-data" {...props}>
      <AdminFormFields />
      {children}
    </Form>
  );
}
