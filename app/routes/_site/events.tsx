import { Link } from "react-router";
import { ClassDateActions } from "#app/components/class-date-actions";
import { Hero } from "#app/components/hero";
import { JsonLd } from "#app/components/json-ld";
import { loadBusinessDetails } from "#app/lib/business.server";
import { DEFAULT_BUSINESS_IMAGE } from "#app/lib/business-data";
import { formatClassDate, formatClassLocation, spotsLeft } from "#app/lib/format";
import { type HeroData, loadHero } from "#app/lib/hero.server";
import { pageMeta } from "#app/lib/meta";
import { eventData } from "#app/lib/structured-data";
import { listUpcomingClassInstances } from "#core/classes/list-upcoming-class-instances";
import { todayIn } from "#core/dates";
import { isDatabaseUnavailable } from "#server/database-outage";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Upcoming workshops and events",
    description:
      "Live money workshops in small groups: budgeting without guilt, paying off debt and planning ahead, with time for your questions.",
    image: args.data?.hero,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const [hero, events] = await Promise.all([
    loadHero(context, "events"),
    listUpcomingClassInstances({ db: context.db, today: todayIn(context.siteSettings.timeZone) }).catch((error) => {
      // "No upcoming events" would not be so: an outage is answered 503.
      if (isDatabaseUnavailable(error)) throw error;
      context.logger.warn({ err: error }, "events read failed");
      return [];
    }),
  ]);
  // The events' search-engine descriptions are made here, so the page's
  // JavaScript does not carry the code that writes them.
  const business = await loadBusinessDetails(context);
  const timeZone = context.siteSettings.timeZone;
  const fallbackImageUrl = heroImageUrl(hero);
  const structuredData = Object.fromEntries(
    events.map((event) => [event.id, eventData(event, { business, timeZone, fallbackImageUrl })]),
  );
  return { hero, events, timeZone, structuredData };
}

function heroImageUrl(hero: HeroData): string {
  if (hero.kind === "stored") return hero.image.largest;
  if (hero.kind === "linked") return hero.url;
  return DEFAULT_BUSINESS_IMAGE;
}

const REASONS = [
  { title: "Small, friendly groups", text: "Ask anything. Nobody will ask you to share your numbers." },
  { title: "Live, not recorded", text: "Workshops happen live, online or in person, so people can speak freely." },
  { title: "Leave with a next step", text: "Every workshop ends with one action you can take that same week." },
];

export default function Events({ loaderData }: Route.ComponentProps) {
  const { hero, events, structuredData } = loaderData;
  return (
    <>
      <Hero hero={hero} size="short">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">Workshops and events</h1>
        <p className="mt-4 max-w-xl text-lg text-white/90">
          Learn the money skills nobody taught us, in a calm room with people who get it.
        </p>
        <div className="mt-8 flex flex-wrap gap-4">
          <a href="#upcoming-events" className="rounded-full bg-accent px-6 py-3 font-semibold text-white">
            See upcoming events
          </a>
          <Link to="/coaching" className="rounded-full border-2 border-white px-6 py-3 font-semibold">
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
          <p className="mt-6 text-ink-soft">
            No workshops are scheduled right now. New dates are added every month; check back soon.
          </p>
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
                  <dd>{formatClassLocation(event)}</dd>
                  <dt className="font-semibold">Spots</dt>
                  <dd>{spotsLeft(event.availableSpots)}</dd>
                  <dt className="font-semibold">Price</dt>
                  <dd>{event.price}</dd>
                </dl>
                <p className="mt-3 text-ink-soft">{event.classType.description}</p>
                <ClassDateActions classDate={event} slug={event.classType.slug} />
                <Link
                  to={`/classes/${event.classType.slug}`}
                  className="mt-4 self-start font-semibold text-brand underline underline-offset-4"
                >
                  Learn More<span className="sr-only"> about {event.classType.title}</span>
                </Link>
                {structuredData[event.id] ? <JsonLd data={structuredData[event.id]} /> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="bg-brand-light py-16" aria-labelledby="why-heading">
        <div className="mx-auto max-w-6xl px-6">
          <h2 id="why-heading" className="text-center font-display text-3xl font-bold">
            Why Join Our Events
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {REASONS.map((reason) => (
              <div key={reason.title} className="rounded-2xl bg-white p-6">
                <h3 className="font-semibold text-brand-dark">{reason.title}</h3>
                <p className="mt-2 text-ink-soft">{reason.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="bg-brand-dark py-16 text-center text-white">
        <div className="mx-auto max-w-3xl px-6">
          <h2 className="font-display text-3xl font-bold">Want help with your own numbers?</h2>
          <p className="mt-4 text-white/90">A Money Strategy Session gives you a plan built just for you.</p>
          <Link to="/get-started" className="mt-8 inline-block rounded-full bg-accent px-8 py-3 font-semibold">
            Get Started
          </Link>
        </div>
      </section>
    </>
  );
}
