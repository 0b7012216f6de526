import { Link } from "react-router";
import { listActiveTestimonials } from "../../../core/testimonials/list-active-testimonials";
import { Hero } from "../../components/hero";
import { PersonPhoto } from "../../components/picture";
import { loadHero } from "../../lib/hero.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/home";

export function meta() {
  return pageMeta({
    title: "Financial coaching for people stressed about money",
    description:
      "A Better Life Starts With A Better Plan. One-to-one financial coaching, a personalised Money Strategy and free community workshops.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const [hero, testimonials] = await Promise.all([
    loadHero(context, "home"),
    listActiveTestimonials({ db: context.db, locations: ["home_carousel"] }).catch((error) => {
      context.logger.warn({ err: error }, "testimonials read failed");
      return [];
    }),
  ]);
  return { hero, testimonials };
}

const EMPATHY = [
  {
    title: "Money keeps you up at night",
    text: "Bills, debt and the feeling that you are always behind can be exhausting.",
  },
  {
    title: "You have tried budgets before",
    text: "Spreadsheets and apps did not stick, and you are tired of starting over.",
  },
  {
    title: "You want a plan that fits your life",
    text: "Not a lecture: a clear next step that works with your real income and goals.",
  },
];

const RESULTS = [
  { figure: "2x", label: "savings success" },
  { figure: "20%", label: "faster debt freedom" },
  { figure: "59+", label: "credit score boost" },
  { figure: "67%", label: "find financial peace" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, testimonials } = loaderData;
  return (
    <>
      <Hero hero={hero}>
        <h1 className="max-w-2xl font-display text-4xl leading-tight font-bold sm:text-6xl">
          A Better Life Starts With A Better Plan
        </h1>
        <p className="mt-6 max-w-xl text-lg text-white/90">
          Calm, practical financial coaching for people who feel stressed about money.
        </p>
        <Link
          to="/get-started"
          className="mt-8 inline-block rounded-full bg-accent px-8 py-4 text-lg font-semibold text-white hover:bg-white hover:text-brand-dark"
        >
          Start Your Journey
        </Link>
      </Hero>

      <section className="mx-auto max-w-6xl px-6 py-20" aria-labelledby="empathy-heading">
        <h2 id="empathy-heading" className="text-center font-display text-3xl font-bold">
          You are not alone
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {EMPATHY.map((card) => (
            <div key={card.title} className="rounded-2xl border border-line bg-white p-6">
              <h3 className="font-semibold text-brand-dark">{card.title}</h3>
              <p className="mt-2 text-ink-soft">{card.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="bg-brand-light py-16" aria-labelledby="results-heading">
        <h2 id="results-heading" className="text-center font-display text-3xl font-bold">
          Results our clients see
        </h2>
        <dl className="mx-auto mt-10 grid max-w-5xl grid-cols-2 gap-8 px-6 md:grid-cols-4">
          {RESULTS.map((result) => (
            <div key={result.label} className="flex flex-col text-center">
              <dt className="text-ink-soft">{result.label}</dt>
              <dd className="order-first font-display text-4xl font-bold text-brand">{result.figure}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mx-auto max-w-3xl px-6 py-20 text-center" aria-labelledby="journey-heading">
        <h2 id="journey-heading" className="font-display text-3xl font-bold">
          Your journey to financial peace
        </h2>
        <p className="mt-4 text-lg text-ink-soft">
          Prepare with our worksheet, meet your coach for a focused session, and leave with a Money Strategy built for
          you.
        </p>
        <Link to="/coaching" className="mt-6 inline-block font-semibold text-brand underline underline-offset-4">
          Tell Me More
        </Link>
      </section>

      {testimonials.length > 0 ? (
        <section className="bg-white py-16" aria-labelledby="testimonials-heading">
          <h2 id="testimonials-heading" className="text-center font-display text-3xl font-bold">
            What our clients say
          </h2>
          <ul className="mx-auto mt-10 grid max-w-6xl gap-6 px-6 md:grid-cols-3">
            {testimonials.slice(0, 3).map((testimonial) => (
              <li key={testimonial.id} className="rounded-2xl border border-line p-6">
                <PersonPhoto
                  image={testimonial.image}
                  imageUrl={testimonial.imageUrl}
                  alt=""
                  sizes="64px"
                  className="h-16 w-16 rounded-full object-cover"
                />
                <blockquote className="mt-4 text-ink">“{testimonial.quote}”</blockquote>
                <p className="mt-3 font-semibold">{testimonial.name}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="bg-brand-dark py-16 text-center text-white">
        <h2 className="font-display text-3xl font-bold">Ready for a calmer relationship with money?</h2>
        <Link
          to="/get-started"
          className="mt-6 inline-block rounded-full bg-accent px-8 py-3 font-semibold hover:bg-white hover:text-brand-dark"
        >
          Get Started
        </Link>
      </section>
    </>
  );
}
