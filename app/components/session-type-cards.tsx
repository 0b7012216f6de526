import type { SessionTypeCard } from "#app/lib/session-type-cards.server";

/** A card per bookable session: what it is, how long, what it costs, and a link to choose a time. */
export function SessionTypeCards({ cards, headingLevel = 3 }: { cards: SessionTypeCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {cards.map((card) => (
        <li key={card.href} className="flex flex-col rounded-2xl border border-line bg-white p-6 sm:p-8">
          <Heading className="font-display text-2xl font-bold text-brand-dark">{card.name}</Heading>
          <p className="mt-2 font-semibold">
            {card.duration} <span aria-hidden="true">·</span>
            <span className="sr-only">,</span> {card.price}
          </p>
          {card.summary ? <p className="mt-3 text-ink-soft">{card.summary}</p> : null}
          <a
            href={card.href}
            className="mt-6 self-start rounded-full bg-accent px-8 py-3 font-semibold text-white hover:bg-brand-dark"
          >
            Book a time<span className="sr-only"> for {card.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
