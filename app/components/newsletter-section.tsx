import { lazy, Suspense } from "react";
import { NEWSLETTER_FRAME } from "#app/lib/frame-height";
import { FormFrame } from "./form-frame";

// Rendered in place on the server (see entry.server.tsx); in the browser its code (and the shared
// validation library) loads after the rest of the page, so the home page's
// first download stays within the JavaScript budget.
const NewsletterForm = lazy(() => import("./newsletter-form").then((module) => ({ default: module.NewsletterForm })));

/** The newsletter signup: the configured form service's frame, or the site's own form. */
export function NewsletterSection({ formUrl }: { formUrl: string | null }) {
  return (
    <section className="bg-accent-light py-16" aria-labelledby="newsletter-heading">
      <div className="mx-auto max-w-2xl px-6 text-center">
        <h2 id="newsletter-heading" className="font-display text-3xl font-bold">
          Calm money tips, once a month
        </h2>
        <p className="mt-3 text-ink-soft">
          One short email with a practical idea, a workshop date or two, and nothing to sell you. Leave any time.
        </p>
        <div className="mt-8 text-left">
          {formUrl ? (
            <FormFrame src={formUrl} title="Newsletter signup form" rule={NEWSLETTER_FRAME} />
          ) : (
            <Suspense fallback={null}>
              <NewsletterForm source="home_page" />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
