import { useRouteLoaderData } from "react-router";
import { AskUsButton } from "#app/components/ask-us-button";
import { FormFrame } from "#app/components/form-frame";
import { JsonLd } from "#app/components/json-ld";
import { SessionTypeCards } from "#app/components/session-type-cards";
import { CONSULTATION_FRAME } from "#app/lib/frame-height";
import { pageMeta } from "#app/lib/meta";
import { loadSessionTypeCards } from "#app/lib/session-type-cards.server";
import type { loader as rootLoader } from "#app/root";
import type { Route } from "./+types/get-started";

/**
 * How a visitor gets started (docs/decisions/067-get-started-books-on-the-site.md):
 * the embedded form when its address is set, else booking on the site when a
 * session type is active, else the site's own contact form.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (context.siteSettings.consultationFormUrl) return { booking: null };
  const booking = await loadSessionTypeCards(context);
  return { booking: booking.cards.length > 0 ? booking : null };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.data?.booking
      ? {
          title: "Get started: book a time with us",
          description:
            "Choose a session and a time that suits you. Your booking is confirmed by email, with a reminder before we meet.",
        }
      : {
          title: "Get started: request a free consultation",
          description:
            "Request a free consultation call. It is an expression of interest, not a commitment, and we reply within 72 hours.",
        },
  );

const EXPECT_BOOKING = [
  { title: "You choose a time", text: "Pick the session and a time that suits you. It takes two minutes." },
  { title: "We confirm by email", text: "The confirmation comes by email, and a reminder before we meet." },
  { title: "We talk", text: "We listen, answer your questions and see whether we are a good fit." },
  { title: "You decide", text: "If it feels right, we book your Money Strategy Session. If not, no hard feelings." },
];

const EXPECT = [
  { title: "You send the request", text: "A few questions about you and what you would like help with. Two minutes." },
  { title: "We reply within 72 hours", text: "A real person reads it and suggests times for a short call." },
  { title: "A free 15-minute call", text: "We listen, answer your questions and see whether we are a good fit." },
  { title: "You decide", text: "If it feels right, we book your Money Strategy Session. If not, no hard feelings." },
];

/** Every section shares one column, so their left edges line up; long text keeps a shorter measure inside it. */
const CONTAINER = "mx-auto max-w-5xl px-6";

export default function GetStarted({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const formUrl = root?.links.consultationFormUrl ?? null;
  const booking = formUrl ? null : loaderData.booking;
  return (
    <>
      {booking?.structuredData.map((data) => (
        <JsonLd key={String(data.url)} data={data} />
      ))}
      <section className="bg-brand-dark py-20 text-white">
        <div className={CONTAINER}>
          <h1 className="font-display text-4xl font-bold sm:text-5xl">Let's build your plan together</h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">
            {booking
              ? "Book a time that suits you, here on the site. A first conversation is not a commitment."
              : "Request a complimentary consultation. It is an expression of interest, not a commitment."}
          </p>
          <a href="#registration-form" className="mt-8 inline-block rounded-full bg-accent px-8 py-3 font-semibold">
            {booking ? "Choose a time" : "Request a consultation"}
          </a>
        </div>
      </section>

      <section className={`${CONTAINER} py-16`} aria-labelledby="session-heading">
        <h2 id="session-heading" className="font-display text-3xl font-bold">
          The Money Strategy Session
        </h2>
        <p className="mt-4 max-w-3xl text-ink-soft">
          About 2.5 hours with your coach, built on the numbers from your Financial Prep Worksheet, ending with a
          written, personalised plan. It costs $497, with payment plans available. We take only 2 new clients each
          month, so the wait for a first session is about 30 days.
        </p>
      </section>

      <section className="bg-white py-16" aria-labelledby="crossroads-heading">
        <div className={CONTAINER}>
          <h2 id="crossroads-heading" className="font-display text-3xl font-bold">
            You are at a crossroads
          </h2>
          <div className="mt-6 grid gap-10 md:grid-cols-2 md:items-center">
            <figure className="font-display text-xl leading-relaxed text-brand-dark">
              <blockquote>
                <p>
                  Two roads, and one is known:
                  <br />
                  the worry, the bills, the late-night phone.
                  <br />
                  The other road is hard to see,
                  <br />
                  but it bends toward the life you want to be.
                </p>
              </blockquote>
            </figure>
            <p className="text-ink-soft">
              You can keep doing what you have been doing and hope next month is different. Or you can take one small,
              brave step: ask for help. Reaching out is not admitting failure; it is the first part of the plan.
            </p>
          </div>
        </div>
      </section>

      <section id="registration-form" className={`${CONTAINER} scroll-mt-20 py-16`} aria-labelledby="form-heading">
        <h2 id="form-heading" className="font-display text-3xl font-bold">
          {booking ? "Book your time" : "Request your consultation"}
        </h2>
        {booking ? (
          <div className="mt-6">
            <SessionTypeCards cards={booking.cards} />
            <p className="mt-8 max-w-3xl text-ink-soft">
              Would you rather write to us first? Tell us a little about yourself and we will reply within 72 hours.{" "}
              <AskUsButton subject="Consultation Request" className="font-semibold text-brand underline">
                Send us a message
              </AskUsButton>
            </p>
          </div>
        ) : formUrl ? (
          <div className="mt-6 max-w-3xl">
            <FormFrame src={formUrl} title="Consultation request form" rule={CONSULTATION_FRAME} />
          </div>
        ) : (
          <div className="mt-6 max-w-3xl rounded-2xl border border-line bg-white p-8">
            <p className="text-ink-soft">
              Tell us a little about yourself and what you would like help with. We will reply within 72 hours to
              arrange your free call.
            </p>
            <AskUsButton
              subject="Consultation Request"
              className="mt-6 inline-block rounded-full bg-accent px-8 py-3 font-semibold text-white hover:bg-brand-dark"
            >
              Request a free consultation
            </AskUsButton>
          </div>
        )}
      </section>

      <section className="bg-brand-light py-16" aria-labelledby="expect-heading">
        <div className={CONTAINER}>
          <h2 id="expect-heading" className="font-display text-3xl font-bold">
            What to expect
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {(booking ? EXPECT_BOOKING : EXPECT).map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-6">
                <span aria-hidden="true" className="font-display text-3xl font-bold text-accent">
                  {index + 1}
                </span>
                <h3 className="mt-2 font-semibold">{step.title}</h3>
                <p className="mt-2 text-ink-soft">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={`${CONTAINER} py-16`} aria-labelledby="promise-heading">
        <h2 id="promise-heading" className="font-display text-3xl font-bold">
          Our promise
        </h2>
        <p className="mt-4 max-w-3xl text-ink-soft">
          We will treat your story with care and confidence, answer within 72 hours, and never pressure you into
          anything. Whatever you decide, you will leave the call knowing a little more than when you started.
        </p>
      </section>
    </>
  );
}
