import { redirect } from "react-router";
import { JsonLd } from "#app/components/json-ld";
import { SessionTypeCards } from "#app/components/session-type-cards";
import { pageMeta } from "#app/lib/meta";
import { loadSessionTypeCards } from "#app/lib/session-type-cards.server";
import type { Route } from "./+types/book";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Book a session",
    description:
      "Choose a session and a time that suits you. Your booking is confirmed by email, with a reminder before we meet.",
  });

/**
 * Every session a visitor can book. With none active there is nothing to
 * choose here: she is sent to Get Started, which says how to begin
 * (docs/decisions/067-get-started-books-on-the-site.md).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const booking = await loadSessionTypeCards(context);
  if (booking.cards.length === 0) throw redirect("/get-started");
  return booking;
}

export default function Book({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.structuredData.map((data) => (
        <JsonLd key={String(data.url)} data={data} />
      ))}
      <section className="bg-brand-dark py-16 text-white">
        <div className="mx-auto max-w-5xl px-6">
          <h1 className="font-display text-4xl font-bold sm:text-5xl">Book a session</h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">Choose a session, then a time that suits you.</p>
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-6 py-16" aria-label="Sessions you can book">
        <SessionTypeCards cards={loaderData.cards} headingLevel={2} />
        <p className="mt-8 max-w-3xl text-ink-soft">
          Not sure which one is right for you?{" "}
          <a href="/get-started" className="font-semibold text-brand underline">
            Start here
          </a>
          .
        </p>
      </section>
    </>
  );
}
