import { Link } from "react-router";
import { Hero } from "#app/components/hero";
import { PersonInitials, PersonPhoto } from "#app/components/picture";
import { loadHero } from "#app/lib/hero.server";
import { pageMeta } from "#app/lib/meta";
import { listActiveTeamMembers } from "#core/team/list-active-team-members";
import { errorFields } from "#server/database-outage";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "About us",
    description:
      "Meet the coaches behind the plan: real people who help clients stressed about money find calm and a way forward.",
    image: args.data?.hero,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const [hero, team] = await Promise.all([
    loadHero(context, "about"),
    listActiveTeamMembers({ db: context.db }).catch((error) => {
      context.logger.warn(errorFields(error), "team read failed");
      return [];
    }),
  ]);
  return { hero, team };
}

/** Team cards rotate over four colour variants. */
const TEAM_CARD_VARIANTS = ["bg-brand-light", "bg-accent-light", "bg-[#eceefa]", "bg-[#eaf4e6]"] as const;

const REASONS = [
  { title: "No judgement, ever", text: "Whatever got you here, we start from where you are today." },
  { title: "Plain language", text: "No jargon and no products to sell you, just clear explanations." },
  { title: "A plan on paper", text: "You leave with a written Money Strategy, not a vague feeling." },
  { title: "Real attention", text: "Only 2 new clients a month, so your coach knows your story." },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const { hero, team } = loaderData;
  return (
    <>
      <Hero hero={hero} size="short">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">About us</h1>
        <p className="mt-4 max-w-xl text-lg text-white/90">Real people who have been where you are.</p>
        <Link to="/get-started" className="mt-8 inline-block rounded-full bg-accent px-6 py-3 font-semibold text-white">
          Get Started
        </Link>
      </Hero>

      <section className="mx-auto max-w-3xl px-6 py-16 text-center" aria-labelledby="mission-heading">
        <h2 id="mission-heading" className="font-display text-3xl font-bold">
          Our mission
        </h2>
        <p className="mt-4 text-lg text-ink-soft">
          To help people who feel overwhelmed by money trade dread for a plan, and to do it with kindness. Financial
          stress touches sleep, health and relationships; a clear plan gives some of that back.
        </p>
      </section>

      <section className="mx-auto max-w-6xl px-6 pb-16" aria-labelledby="team-heading">
        <h2 id="team-heading" className="font-display text-3xl font-bold">
          Meet Our Team
        </h2>
        {team.length === 0 ? (
          <p className="mt-6 text-ink-soft">No team members available</p>
        ) : (
          <ul className="mt-8 grid gap-8 md:grid-cols-2">
            {team.map((member, index) => (
              <li
                key={member.id}
                className={`rounded-2xl p-6 ${TEAM_CARD_VARIANTS[index % TEAM_CARD_VARIANTS.length]}`}
              >
                <PersonPhoto
                  image={member.image}
                  imageUrl={member.imageUrl}
                  alt={`Portrait of ${member.name}`}
                  sizes="128px"
                  className="h-32 w-32 rounded-full object-cover"
                  fallback={<PersonInitials name={member.name} className="h-32 w-32 text-4xl" />}
                />
                <h3 className="mt-4 font-display text-2xl font-bold">{member.name}</h3>
                <p className="font-semibold text-brand-dark">{member.role}</p>
                <p className="mt-3 whitespace-pre-line">{member.bio}</p>
                {member.qualifications ? (
                  <p className="mt-3 whitespace-pre-line text-sm text-ink-soft">{member.qualifications}</p>
                ) : null}
                {member.quote ? <blockquote className="mt-3 italic">“{member.quote}”</blockquote> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="bg-white py-16" aria-labelledby="philosophy-heading">
        <div className="mx-auto max-w-3xl px-6">
          <h2 id="philosophy-heading" className="font-display text-3xl font-bold">
            Our philosophy
          </h2>
          <p className="mt-4 text-ink-soft">
            Money is personal. The right plan for you depends on your values, your family and what keeps you up at
            night, so we never hand out a template. We believe small steps taken consistently beat dramatic resolutions,
            and that shame has never paid off a single debt.
          </p>
        </div>
      </section>

      <section className="py-16" aria-labelledby="reasons-heading">
        <div className="mx-auto max-w-6xl px-6">
          <h2 id="reasons-heading" className="text-center font-display text-3xl font-bold">
            Why people choose us
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map((reason) => (
              <li key={reason.title} className="rounded-2xl border border-line bg-white p-6">
                <h3 className="font-semibold text-brand-dark">{reason.title}</h3>
                <p className="mt-2 text-ink-soft">{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-brand-dark py-16 text-white" aria-labelledby="approach-heading">
        <div className="mx-auto max-w-3xl px-6 text-center">
          <h2 id="approach-heading" className="font-display text-3xl font-bold">
            Our approach
          </h2>
          <p className="mt-4 text-white/90">
            Understand first, then plan, then act. We listen before we advise, we put every recommendation in writing,
            and we make sure you know why each step matters, so the plan still makes sense long after the session.
          </p>
          <Link to="/get-started" className="mt-8 inline-block rounded-full bg-accent px-8 py-3 font-semibold">
            Get Started
          </Link>
        </div>
      </section>
    </>
  );
}
