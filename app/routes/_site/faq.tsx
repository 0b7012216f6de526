import { Link, useRouteLoaderData } from "react-router";
import { FaqBrowser } from "#app/components/faq-browser";
import { Hero } from "#app/components/hero";
import { JsonLd } from "#app/components/json-ld";
import { loadHero } from "#app/lib/hero.server";
import { pageMeta } from "#app/lib/meta";
import { faqData } from "#app/lib/structured-data";
import type { loader as rootLoader } from "#app/root";
import { listPublicFaq } from "#core/faq/list-public-faq";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Frequently asked questions",
    description: "Answers about the Money Strategy Session, pricing and payment plans, workshops, and how we work.",
    image: args.data?.hero,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const [hero, categories] = await Promise.all([loadHero(context, "faq"), listPublicFaq({ db: context.db })]);
  return { hero, categories };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const supportEmail = root?.links.supportEmail ?? "";
  return (
    <>
      <Hero hero={loaderData.hero} size="short">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">Frequently asked questions</h1>
        <p className="mt-4 max-w-xl text-lg text-white/90">Straight answers, no small print.</p>
      </Hero>
      <div className="mx-auto max-w-6xl px-6 py-16">
        <FaqBrowser categories={loaderData.categories} />
      </div>
      <section className="bg-brand-light py-16" aria-labelledby="consultation-heading">
        <div className="mx-auto max-w-3xl px-6 text-center">
          <h2 id="consultation-heading" className="font-display text-3xl font-bold">
            Still wondering if this is right for you?
          </h2>
          <p className="mt-4 text-ink-soft">
            Request a free consultation: a short call to talk through where you are and whether we can help.
          </p>
          <Link
            to="/get-started"
            className="mt-6 inline-block rounded-full bg-brand px-8 py-3 font-semibold text-white"
          >
            Request a free consultation
          </Link>
          <p className="mt-6">
            Prefer email? Write to{" "}
            <a href={`mailto:${supportEmail}`} className="font-semibold text-brand underline underline-offset-4">
              {supportEmail}
            </a>
            .
          </p>
          <p className="mt-4 text-ink-soft">
            Our promise: every question gets a personal answer within 72 hours, and no question is too small.
          </p>
        </div>
      </section>
      {loaderData.categories.length > 0 ? <JsonLd data={faqData(loaderData.categories)} /> : null}
    </>
  );
}
