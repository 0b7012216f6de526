import { data, Link } from "react-router";

export function loader() {
  throw data("Not found", { status: 404 });
}

export function meta() {
  return [{ title: "Page not found" }];
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-ink-soft">The page you were looking for is not here.</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand underline underline-offset-4">
        Back to the home page
      </Link>
    </div>
  );
}
