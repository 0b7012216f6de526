import { Link, useRouteLoaderData } from "react-router";
import { Hero } from "#app/components/hero";
import { NewsletterSection } from "#app/components/newsletter-section";
import { TestimonialCarousel } from "#app/components/testimonial-carousel";
import { BUILT_IN_TESTIMONIALS } from "#app/content/built-in-testimonials";
import { RESULTS_DISCLAIMER, testimonialsNote } from "#app/content/disclaimers";
import { loadHero } from "#app/lib/hero.server";
import { pageMeta } from "#app/lib/meta";
import type { loader as rootLoader } from "#app/root";
import { listActiveTestimonials } from "#core/testimonials/list-active-testimonials";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Financial coaching for people stressed about money",
    description:
      "A Better Life Starts With A Better Plan. One-to-one financial coaching, a personalised Money Strategy and live community workshops.",
    preferSiteDescription: true,
    image: args.data?.hero,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const [hero, testimonials] = await Promise.all([
    loadHero(context, "home"),
    listActiveTestimonials({ db: context.db, locations: ["home_carousel"] }).catch((error) => {
      context.logger.warn({ err: error }, "testimonials read failed; showing the built-in ones");
      return [];
    }),
  ]);
  const shown = testimonials.length > 0 ? testimonials : BUILT_IN_TESTIMONIALS;
  // The line under them is sent as text, so the page's script carries neither wording.
  return { hero, testimonials: shown, testimonialsNote: testimonialsNote(shown) };
}

const EMPATHY = [
  {
    title: "Money is on your mind at 2 a.m.",
    text: "Bills, balances and what-ifs follow you to bed. You are tired of feeling one surprise away from trouble.",
  },
  {
    title: "You have tried to fix it alone",
    text: "Apps, spreadsheets, no-spend months. They worked for a while, then life happened and you felt like you failed again.",
  },
  {
    title: "You want calm, not a lecture",
    text: "You need someone to look at your real numbers with you, without judgement, and show you the next step.",
  },
];

const RESULTS = [
  { figure: "2x", label: "Savings success" },
  { figure: "20%", label: "Faster debt freedom" },
  { figure: "59+", label: "Credit score boost" },
  { figure: "67%", label: "Find financial peace" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, testimonials, testimonialsNote } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <Hero hero={hero}>
        <h1 className="max-w-2xl font-display text-4xl leading-tight font-bold sm:text-6xl">
          A Better Life Starts With A Better Plan
        </h1>
        <p className="mt-6 max-w-xl text-lg text-white/90">
          Calm, practical financial coaching for people who feel stressed about money. No shame, no jargon: a plan built
          around your real life.
        </p>
        <Link
          to="/get-started"
          className="mt-8 inline-block rounded-full bg-accent px-8 py-4 text-lg font-semibold text-white hover:bg-white hover:text-brand-dark"
        >
          Start Your Journey
        </Link>
      </Hero>

      <section className="mx-auto max-w-6xl px-6 py-20" aria-labelledby="empathy-heading">
        <h2 id="empathy-heading" className="text-center font-display text-3xl font-bold sm:text-4xl">
          If money feels heavy right now, you are not alone
        </h2>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {EMPATHY.map((card) => (
            <div key={card.title} className="rounded-2xl border border-line bg-white p-7">
              <h3 className="text-lg font-semibold text-brand-dark">{card.title}</h3>
              <p className="mt-3 text-ink-soft">{card.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="bg-brand-light py-16" aria-labelledby="results-heading">
        <h2 id="results-heading" className="text-center font-display text-3xl font-bold">
          What changes for our clients
        </h2>
        <dl className="mx-auto mt-10 grid max-w-5xl grid-cols-2 gap-8 px-6 md:grid-cols-4">
          {RESULTS.map((result) => (
            <div key={result.label} className="flex flex-col text-center">
              <dt className="text-ink-soft">{result.label}</dt>
              <dd className="order-first font-display text-4xl font-bold text-brand-dark">{result.figure}</dd>
            </div>
          ))}
        </dl>
        <p className="mx-auto mt-10 max-w-3xl px-6 text-center text-sm text-ink-soft">{RESULTS_DISCLAIMER}</p>
      </section>

      <section className="mx-auto max-w-3xl px-6 py-20 text-center" aria-labelledby="journey-heading">
        <h2 id="journey-heading" className="font-display text-3xl font-bold sm:text-4xl">
          Your journey, one step at a time
        </h2>
        <p className="mt-5 text-lg text-ink-soft">
          First you gather your numbers with our Financial Prep Worksheet. Then you sit down with your coach for a
          focused Money Strategy Session. You leave with a written plan that says exactly what to do next, and why.
        </p>
        <Link
          to="/coaching"
          className="mt-6 inline-block text-lg font-semibold text-brand underline underline-offset-4"
        >
          Tell Me More
        </Link>
      </section>

      <section className="bg-white py-20" aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading" className="mb-10 text-center font-display text-3xl font-bold">
          In their own words
        </h2>
        <TestimonialCarousel testimonials={testimonials} />
        <p className="mx-auto mt-8 max-w-3xl px-6 text-center text-sm text-ink-soft">{testimonialsNote}</p>
      </section>

      <section className="bg-brand-dark py-16 text-center text-white">
        <div className="mx-auto max-w-3xl px-6">
          <h2 className="font-display text-3xl font-bold sm:text-4xl">Ready for a calmer relationship with money?</h2>
          <p className="mt-4 text-white/90">
            We take only 2 new clients each month, so every plan gets our full attention.
          </p>
          <Link
            to="/get-started"
            className="mt-8 inline-block rounded-full bg-accent px-8 py-3 font-semibold hover:bg-white hover:text-brand-dark"
          >
            Get Started
          </Link>
        </div>
      </section>

      <NewsletterSection formUrl={root?.links.newsletterFormUrl ?? null} />
    </>
  );
}
