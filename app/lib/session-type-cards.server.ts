import type { AppLoadContext } from "react-router";
import type { Service, WithContext } from "schema-dts";
import { type BookableSessionType, listBookableSessionTypes } from "#core/bookings/list-bookable-session-types";
import { isFreePrice } from "#rules/price";
import { isDatabaseUnavailable } from "#server/database-outage";
import { loadBusinessDetails } from "./business.server";
import { formatDuration } from "./format";
import { serviceData } from "./structured-data";

/** What a booking card shows; made on the server so the page's JavaScript carries only the text. */
export type SessionTypeCard = {
  name: string;
  /** /book/{slug} */
  href: string;
  duration: string;
  price: string;
  summary: string;
};

const SUMMARY_LENGTH = 180;

/** The description's first paragraph, cut at a word near 180 characters. */
function summaryOf(description: string): string {
  const first =
    description
      .trim()
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, " ") ?? "";
  if (first.length <= SUMMARY_LENGTH) return first;
  const cut = first.slice(0, SUMMARY_LENGTH);
  const space = cut.lastIndexOf(" ");
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** The free sessions first (the consultation is where a visitor starts), each group in the owner's order. */
export function freeFirst<T extends { price: string }>(types: T[]): T[] {
  return [...types.filter((type) => isFreePrice(type.price)), ...types.filter((type) => !isFreePrice(type.price))];
}

export function sessionTypeCards(types: BookableSessionType[]): SessionTypeCard[] {
  return freeFirst(types).map((type) => ({
    name: type.name,
    href: `/book/${type.slug}`,
    duration: formatDuration(type.durationMinutes),
    price: isFreePrice(type.price) ? "Free" : type.price.trim(),
    summary: summaryOf(type.description),
  }));
}

/**
 * The cards and search-engine descriptions of the active session types, for
 * the pages that lead to booking. A failed read shows the page without them;
 * an outage is answered as one.
 */
export async function loadSessionTypeCards(
  context: AppLoadContext,
): Promise<{ cards: SessionTypeCard[]; structuredData: WithContext<Service>[] }> {
  const types = await listBookableSessionTypes({ db: context.db }).catch((error) => {
    if (isDatabaseUnavailable(error)) throw error;
    context.logger.warn({ err: error }, "session types read failed");
    return [];
  });
  const business = await loadBusinessDetails(context);
  return {
    cards: sessionTypeCards(types),
    structuredData: freeFirst(types).map((type) => serviceData(type, business)),
  };
}
