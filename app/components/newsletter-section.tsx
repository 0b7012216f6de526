import { NEWSLETTER_FRAME } from "../lib/frame-height";
import { FormFrame } from "./form-frame";
import { NewsletterForm } from "./newsletter-form";

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
            <NewsletterForm source="home_page" />
          )}
        </div>
      </div>
    </section>
  );
}
