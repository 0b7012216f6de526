import { Link } from "react-router";
import { listUpcomingClassInstances } from "../../../core/classes/list-upcoming-class-instances";
import { todayIn } from "../../../core/dates";
import { Hero } from "../../components/hero";
import { formatClassDate, spotsLeft } from "../../lib/format";
import { loadHero } from "../../lib/hero.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/events";

export function meta() {
  return pageMeta({
    title: "Upcoming workshops and events",
    description: "Live money workshops: budgeting, paying off debt and planning, in a friendly, judgement-free room.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const [hero, events] = await Promise.all([
    loadHero(context, "events"),
    listUpcomingClassInstances({ db: context.db, today: todayIn(context.config.timeZone) }),
  ]);
  return { hero, events };
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { hero, events } = loaderData;
  return (
    <>
      <Hero hero={hero} size="short">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">Workshops and events</h1>
        <p className="mt-4 max-w-xl text-lg text-white/90">Learn with others in a calm, practical setting.</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <a href="#upcoming-events" className="rounded-full bg-accent px-6 py-3 font-semibold text-white">
            See upcoming events
          </a>
          <Link to="/coaching" className="rounded-full border border-white px-6 py-3 font-semibold">
            One-to-one coaching
          </Link>
        </div>
      </Hero>
      <section
        id="upcoming-events"
        className="mx-auto max-w-6xl scroll-mt-20 px-6 py-16"
        aria-labelledby="upcoming-heading"
      >
        <h2 id="upcoming-heading" className="font-display text-3xl font-bold">
          Upcoming Events
        </h2>
        {events.length === 0 ? (
          <p className="mt-6 text-ink-soft">No upcoming events are scheduled right now. Please check back soon.</p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {events.map((event) => (
              <li key={event.id} className="flex flex-col rounded-2xl border border-line bg-white p-6">
                <h3 className="font-display text-xl font-bold text-brand-dark">{event.classType.title}</h3>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-semibold">Date</dt>
                  <dd>{formatClassDate(event.date)}</dd>
                  <dt className="font-semibold">Time</dt>
                  <dd>{event.time}</dd>
                  <dt className="font-semibold">Location</dt>
                  <dd>{event.location}</dd>
                  <dt className="font-semibold">Spots</dt>
                  <dd>{spotsLeft(event.availableSpots)}</dd>
                  <dt className="font-semibold">Price</dt>
                  <dd>{event.price}</dd>
                </dl>
                <p className="mt-3 line-clamp-3 text-ink-soft">{event.classType.description}</p>
                <Link
                  to={`/classes/${event.classType.slug}`}
                  className="mt-4 self-start font-semibold text-brand underline underline-offset-4"
                >
                  Learn More<span className="sr-only"> about {event.classType.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
