import { Link } from "react-router";
import { Hero } from "../../components/hero";
import { loadHero } from "../../lib/hero.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/faq";

export function meta() {
  return pageMeta({
    title: "Frequently asked questions",
    description: "Answers about our coaching, pricing, payment plans and workshops.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { hero: await loadHero(context, "faq") };
}

const CATEGORIES = [
  {
    name: "General",
    questions: [
      { q: "Who is this for?", a: "Anyone who feels stressed about money and wants a clear, judgement-free plan." },
      { q: "How quickly do you reply?", a: "We reply to every question within 72 hours." },
    ],
  },
  {
    name: "Coaching",
    questions: [
      {
        q: "What is the Money Strategy Session?",
        a: "A focused session of about 2.5 hours that ends with your personalised financial plan.",
      },
      { q: "How many new clients do you take?", a: "Only 2 new clients per month, so the wait is about 30 days." },
    ],
  },
  {
    name: "Pricing",
    questions: [
      { q: "How much does it cost?", a: "The Money Strategy Session is $497. Payment plans are available." },
      { q: "Can I get a refund?", a: "Sessions cannot be refunded once booked." },
    ],
  },
  {
    name: "Events",
    questions: [
      { q: "Are workshops recorded?", a: "Workshops are live on a video meeting service and are not recorded." },
      { q: "Can I move my seat to another date?", a: "Yes, with at least 24 hours notice." },
    ],
  },
];

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero hero={loaderData.hero} size="short">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">Frequently asked questions</h1>
      </Hero>
      <div className="mx-auto max-w-3xl space-y-12 px-6 py-16">
        {CATEGORIES.map((category) => (
          <section key={category.name} aria-labelledby={`faq-${category.name}`}>
            <h2 id={`faq-${category.name}`} className="font-display text-2xl font-bold">
              {category.name}
            </h2>
            <div className="mt-4 space-y-3">
              {category.questions.map((item) => (
                <details key={item.q} className="rounded-xl border border-line bg-white p-4">
                  <summary className="cursor-pointer font-semibold">{item.q}</summary>
                  <p className="mt-2 text-ink-soft">{item.a}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <section className="rounded-2xl bg-brand-light p-8 text-center">
          <h2 className="font-display text-2xl font-bold">Still wondering?</h2>
          <Link
            to="/get-started"
            className="mt-4 inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white"
          >
            Request a free consultation
          </Link>
        </section>
      </div>
    </>
  );
}
