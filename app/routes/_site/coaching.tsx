import { Link } from "react-router";
import { listActiveTestimonials } from "../../../core/testimonials/list-active-testimonials";
import { Hero } from "../../components/hero";
import { loadHero } from "../../lib/hero.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/coaching";

export function meta() {
  return pageMeta({
    title: "Money Strategy Session: one-to-one financial coaching",
    description: "A 2.5-hour Money Strategy Session ($497) that ends with a personalised financial plan.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const [hero, testimonials] = await Promise.all([
    loadHero(context, "coaching"),
    listActiveTestimonials({
      db: context.db,
      locations: ["coaching_main", "coaching_step1", "coaching_step2", "coaching_step3"],
    }).catch((error) => {
      context.logger.warn({ err: error }, "testimonials read failed");
      return [];
    }),
  ]);
  return { hero, testimonials };
}

const STEPS = [
  { number: 1, title: "Financial Prep Worksheet", location: "coaching_step1" },
  { number: 2, title: "Live coaching session", location: "coaching_step2" },
  { number: 3, title: "Your Money Strategy plan", location: "coaching_step3" },
] as const;

export default function Coaching({ loaderData }: Route.ComponentProps) {
  const { hero, testimonials } = loaderData;
  const featured = testimonials.find((testimonial) => testimonial.location === "coaching_main");
  return (
    <>
      <Hero hero={hero} size="short">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">Coaching that meets you where you are</h1>
        <p className="mt-4 max-w-xl text-lg text-white/90">One focused session. One clear plan.</p>
      </Hero>
      {featured ? (
        <section className="mx-auto max-w-3xl px-6 py-14 text-center">
          <blockquote className="font-display text-2xl">“{featured.quote}”</blockquote>
          <p className="mt-3 font-semibold">{featured.name}</p>
        </section>
      ) : null}
      <section className="bg-white py-16" aria-labelledby="offer-heading">
        <div className="mx-auto max-w-xl rounded-2xl border border-line p-8 text-center">
          <h2 id="offer-heading" className="font-display text-3xl font-bold">
            Money Strategy Session
          </h2>
          <p className="mt-2 text-ink-soft">About 2.5 hours · personalised financial plan</p>
          <p className="mt-4 font-display text-5xl font-bold text-brand-dark">$497</p>
          <Link
            to="/get-started"
            className="mt-6 inline-block rounded-full bg-accent px-8 py-3 font-semibold text-white"
          >
            Get Started
          </Link>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-6 py-16" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="text-center font-display text-3xl font-bold">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step) => {
            const quote = testimonials.find((testimonial) => testimonial.location === step.location);
            return (
              <li key={step.number} className="rounded-2xl border border-line bg-white p-6">
                <p className="font-display text-4xl font-bold text-accent">{step.number}</p>
                <h3 className="mt-2 text-xl font-semibold">{step.title}</h3>
                {quote ? (
                  <blockquote className="mt-4 text-ink-soft">
                    “{quote.quote}” <span className="font-semibold text-ink">{quote.name}</span>
                  </blockquote>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
      <section className="bg-brand-dark py-16 text-center text-white">
        <h2 className="font-display text-3xl font-bold">Ready to build your plan?</h2>
        <a
          href="/get-started"
          target="_blank"
          rel="noopener"
          className="mt-6 inline-block rounded-full bg-accent px-8 py-3 font-semibold"
        >
          Request your free consultation<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </section>
    </>
  );
}
