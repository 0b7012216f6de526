import { isRouteErrorResponse, useRouteError } from "react-router";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { BACK_TO_DASHBOARD } from "#rules/admin-verbs";
import { ConnectionError } from "./connection-error";

/** Error screen of the back office's routes. */
export function AdminErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 503) return <ConnectionError />;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.error === "string"
      ? error.data.error
      : "An error occurred while loading data";
  return (
    <main className="mx-auto max-w-md px-6 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">Something went wrong</h1>
      <p role="alert" className="mt-4 text-ink-soft">
        {message}
      </p>
      <a className="mt-8 inline-block font-semibold text-brand underline" href={ADMIN_PAGES.dashboard}>
        {BACK_TO_DASHBOARD}
      </a>
    </main>
  );
}
