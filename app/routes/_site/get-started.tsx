import { useRouteLoaderData } from "react-router";
import { pageMeta } from "../../lib/meta";
import type { loader as rootLoader } from "../../root";

export function meta() {
  return pageMeta({
    title: "Get started: request a free consultation",
    description: "Request a free consultation call. It is an expression of interest, not a commitment.",
  });
}

export default function GetStarted() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const formUrl = root?.links.consultationFormUrl;
  return (
    <>
      <section className="bg-brand-dark py-20 text-white">
        <div className="mx-auto max-w-4xl px-6">
          <h1 className="font-display text-4xl font-bold sm:text-5xl">Let's build your plan together</h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">
            Request a complimentary consultation. It is an expression of interest, not a commitment.
          </p>
          <a href="#registration-form" className="mt-8 inline-block rounded-full bg-accent px-8 py-3 font-semibold">
            Request a consultation
          </a>
        </div>
      </section>
      <section
        id="registration-form"
        className="mx-auto max-w-3xl scroll-mt-20 px-6 py-16"
        aria-labelledby="form-heading"
      >
        <h2 id="form-heading" className="font-display text-3xl font-bold">
          Request your consultation
        </h2>
        {formUrl ? (
          <iframe
            src={formUrl}
            title="Consultation request form"
            className="mt-6 w-full rounded-2xl border border-line bg-white"
            style={{ height: 800 }}
            loading="lazy"
          />
        ) : (
          <p className="mt-6 text-ink-soft">
            Write to us at{" "}
            <a className="font-semibold text-brand underline" href={`mailto:${root?.links.supportEmail ?? ""}`}>
              {root?.links.supportEmail}
            </a>{" "}
            and we will reply within 72 hours.
          </p>
        )}
      </section>
    </>
  );
}
