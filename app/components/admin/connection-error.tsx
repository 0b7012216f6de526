import { Form, useLocation } from "react-router";

/** The dashboard's screen when the database cannot be reached; Try Again reloads the same page. */
export function ConnectionError() {
  const location = useLocation();
  const tab = new URLSearchParams(location.search).get("tab");
  return (
    <main className="mx-auto max-w-md px-6 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">Connection Error</h1>
      <p role="alert" className="mt-4 text-ink-soft">
        Unable to connect to database. Please check your connection.
      </p>
      <Form method="get" action={location.pathname} reloadDocument className="mt-8">
        {tab ? <input type="hidden" name="tab" value={tab} /> : null}
        <button type="submit" className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
          Try Again
        </button>
      </Form>
    </main>
  );
}
