import { Link } from "react-router";
import { listActiveTeamMembers } from "../../../core/team/list-active-team-members";
import { Hero } from "../../components/hero";
import { PersonPhoto } from "../../components/picture";
import { loadHero } from "../../lib/hero.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/about";

export function meta() {
  return pageMeta({
    title: "About us: the people behind your plan",
    description: "Meet the coaches who help people stressed about money build a plan they can live with.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const [hero, team] = await Promise.all([
    loadHero(context, "about"),
    listActiveTeamMembers({ db: context.db }).catch((error) => {
      context.logger.warn({ err: error }, "team read failed");
      return [];
    }),
  ]);
  return { hero, team };
}

const CARD_VARIANTS = ["bg-brand-light", "bg-accent-light", "bg-[#eef0fa]", "bg-[#edf6ea]"];

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
      <section className="mx-auto max-w-6xl px-6 py-16" aria-labelledby="team-heading">
        <h2 id="team-heading" className="font-display text-3xl font-bold">
          Meet Our Team
        </h2>
        {team.length === 0 ? (
          <p className="mt-6 text-ink-soft">No team members available</p>
        ) : (
          <ul className="mt-8 grid gap-8 md:grid-cols-2">
            {team.map((member, index) => (
              <li key={member.id} className={`rounded-2xl p-6 ${CARD_VARIANTS[index % CARD_VARIANTS.length]}`}>
                <PersonPhoto
                  image={member.image}
                  imageUrl={member.imageUrl}
                  alt={`Portrait of ${member.name}`}
                  sizes="128px"
                  className="h-32 w-32 rounded-full object-cover"
                />
                <h3 className="mt-4 font-display text-2xl font-bold">{member.name}</h3>
                <p className="font-semibold text-brand">{member.role}</p>
                <p className="mt-3 whitespace-pre-line">{member.bio}</p>
                {member.qualifications ? <p className="mt-3 text-sm text-ink-soft">{member.qualifications}</p> : null}
                {member.quote ? <blockquote className="mt-3 italic">“{member.quote}”</blockquote> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
