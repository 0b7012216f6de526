import { Link } from "react-router";
import { Hero } from "#app/components/hero";
import { InfoModal } from "#app/components/info-modal";
import { PersonPhoto } from "#app/components/picture";
import { loadHero } from "#app/lib/hero.server";
import { pageMeta } from "#app/lib/meta";
import type { PublicTestimonial } from "#core/testimonials/list-active-testimonials";
import { listActiveTestimonials } from "#core/testimonials/list-active-testimonials";
import type { Route } from "./+types/coaching";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "The Money Strategy Session",
    description:
      "One focused 2.5-hour session with a financial coach ($497) that ends with your personalised Money Strategy: a written plan you can follow.",
    image: args.data?.hero,
  });

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
  {
    number: 1,
    title: "Financial Prep Worksheet",
    summary: "Gather your numbers at your own pace, with a worksheet that tells you exactly what to look for.",
    location: "coaching_step1",
    modalLabel: "What is in the worksheet?",
    modalTitle: "The Financial Prep Worksheet",
    details: [
      "Your monthly income, including irregular or side income.",
      "Your regular bills and an honest estimate of everyday spending.",
      "Every debt: balance, interest rate and minimum payment.",
      "Savings, retirement accounts and anything you are putting money aside for.",
      "Your goals and worries, in your own words. There are no wrong answers.",
    ],
  },
  {
    number: 2,
    title: "Your live coaching session",
    summary: "About 2.5 hours with your coach on a video call, going through everything together.",
    location: "coaching_step2",
    modalLabel: "How does the session work?",
    modalTitle: "How the session works",
    details: [
      "We meet on a video call at a time that suits you; you only need a quiet space.",
      "We read your worksheet together and ask the questions that fill the gaps.",
      "We look at what is working, what is leaking, and what matters most to you.",
      "We agree on priorities: which debt first, how much to save, what to stop worrying about.",
    ],
  },
  {
    number: 3,
    title: "Your Money Strategy plan",
    summary: "A written plan, personal to you, with your next steps in order and the reasons behind them.",
    location: "coaching_step3",
    modalLabel: "What is inside the Money Strategy?",
    modalTitle: "Inside your Money Strategy",
    details: [
      "A spending plan that fits your real month, not an ideal one.",
      "A debt payoff order with target dates.",
      "An emergency fund goal and how to reach it.",
      "Your first three actions for the next 30 days.",
      "Notes from your coach to come back to whenever you feel stuck.",
    ],
  },
] as const;

function StepQuote({ testimonial }: { testimonial: PublicTestimonial | undefined }) {
  if (!testimonial) return null;
  return (
    <blockquote className="mt-4 border-l-4 border-accent pl-4 text-ink-soft">
      <p>“{testimonial.quote}”</p>
      <footer className="mt-2 font-semibold text-ink">{testimonial.name}</footer>
    </blockquote>
  );
}

export default function Coaching({ loaderData }: Route.ComponentProps) {
  const { hero, testimonials } = loaderData;
  const byLocation = (location: string) => testimonials.find((testimonial) => testimonial.location === location);
  const featured = byLocation("coaching_main");
  return (
    <>
      <Hero hero={hero} size="short">
        <h1 className="max-w-2xl font-display text-4xl font-bold sm:text-5xl">Coaching that meets you where you are</h1>
        <p className="mt-4 max-w-xl text-lg text-white/90">
          One focused session. One clear plan. Someone on your side.
        </p>
        <Link to="/get-started" className="mt-8 inline-block rounded-full bg-accent px-8 py-3 font-semibold text-white">
          Get Started
        </Link>
      </Hero>

      {featured ? (
        <section
          className="mx-auto flex max-w-3xl flex-col items-center px-6 py-16 text-center"
          aria-label="Client story"
        >
          <PersonPhoto
            image={featured.image}
            imageUrl={featured.imageUrl}
            alt={`Photo of ${featured.name}`}
            sizes="96px"
            className="h-24 w-24 rounded-full object-cover"
          />
          <blockquote className="mt-6 font-display text-2xl leading-relaxed">“{featured.quote}”</blockquote>
          <p className="mt-3 font-semibold text-brand-dark">{featured.name}</p>
        </section>
      ) : null}

      <section className="bg-white py-16" aria-labelledby="problem-heading">
        <div className="mx-auto grid max-w-6xl gap-10 px-6 md:grid-cols-2">
          <div>
            <h2 id="problem-heading" className="font-display text-3xl font-bold">
              The problem is not you
            </h2>
            <p className="mt-4 text-ink-soft">
              Most of us were never taught how money works in real life. So we guess, we avoid the statements, and we
              feel ashamed when the guesses go wrong. Stress makes it harder to think clearly, and the cycle repeats.
            </p>
          </div>
          <div>
            <h2 className="font-display text-3xl font-bold">The solution is a plan you believe in</h2>
            <p className="mt-4 text-ink-soft">
              When you can see your whole picture and know your next step, money stops being a fog. We build that plan
              with you, in plain language, around the life you actually live.
            </p>
          </div>
        </div>
      </section>

      <section className="py-16" aria-labelledby="offer-heading">
        <div className="mx-auto max-w-xl rounded-3xl border-2 border-brand bg-white p-8 text-center shadow-sm">
          <h2 id="offer-heading" className="font-display text-3xl font-bold">
            Money Strategy Session
          </h2>
          <p className="mt-2 text-ink-soft">2.5 hours · personalised financial plan</p>
          <p className="mt-6 font-display text-5xl font-bold text-brand-dark">$497</p>
          <ul className="mx-auto mt-6 max-w-sm space-y-2 text-left">
            <li>✓ Financial Prep Worksheet</li>
            <li>✓ Live session with your coach</li>
            <li>✓ Your written Money Strategy</li>
            <li>✓ Payment plans available</li>
          </ul>
          <Link
            to="/get-started"
            className="mt-8 inline-block rounded-full bg-accent px-8 py-3 font-semibold text-white"
          >
            Get Started
          </Link>
        </div>
      </section>

      <section className="bg-brand-light py-16" aria-labelledby="steps-heading">
        <div className="mx-auto max-w-6xl px-6">
          <h2 id="steps-heading" className="text-center font-display text-3xl font-bold">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map((step) => (
              <li key={step.number} className="flex flex-col rounded-2xl bg-white p-6">
                <span aria-hidden="true" className="font-display text-5xl font-bold text-accent">
                  {step.number}
                </span>
                <h3 className="mt-2 text-xl font-semibold">
                  <span className="sr-only">Step {step.number}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-ink-soft">{step.summary}</p>
                <StepQuote testimonial={byLocation(step.location)} />
                <InfoModal label={step.modalLabel} title={step.modalTitle}>
                  <ul className="list-disc space-y-2 pl-5">
                    {step.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                </InfoModal>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="bg-brand-dark py-16 text-center text-white">
        <div className="mx-auto max-w-3xl px-6">
          <h2 className="font-display text-3xl font-bold">Ready to build your plan?</h2>
          <p className="mt-4 text-white/90">
            Start with a free consultation. It is an expression of interest, not a commitment.
          </p>
          <Link
            to="/get-started"
            className="mt-8 inline-block rounded-full bg-accent px-8 py-3 font-semibold hover:bg-white hover:text-brand-dark"
          >
            Request your free consultation
          </Link>
        </div>
      </section>
    </>
  );
}
