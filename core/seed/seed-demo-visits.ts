import { addDays } from "#core/dates";
import type { Executor } from "#db/client";
import { analyticsConversions, analyticsPages, analyticsSources, analyticsTotals } from "#db/schema";
import type { AnalyticsConversion } from "#rules/allowed-values";

/** How many days of visit counts the demo has, ending yesterday: today's are the site's own. */
export const DEMO_VISIT_DAYS = 90;

const CAMPAIGN = "spring-workshop";
/** Weights of each share, per figure: [value, weight]. */
const SOURCES: [string, number][] = [
  ["", 34],
  ["google.com", 36],
  ["instagram.com", 18],
  ["newsletter", 12],
];
const DEVICES: [string, number][] = [
  ["phone", 64],
  ["desktop", 29],
  ["tablet", 7],
];
/** A business serving its own country, with a few visitors from abroad. */
const COUNTRIES: [string, number][] = [
  ["US", 86],
  ["CA", 8],
  ["GB", 6],
];
const LANDINGS: [string, number][] = [
  ["/", 44],
  ["/coaching", 20],
  ["/events", 14],
  ["/classes/budgeting-without-the-guilt", 12],
  ["/about", 10],
];
const PAGES: [string, number][] = [
  ["/", 28],
  ["/coaching", 17],
  ["/events", 14],
  ["/classes/budgeting-without-the-guilt", 10],
  ["/about", 10],
  ["/faq", 8],
  ["/get-started", 8],
  ["/contact", 5],
];
/** Sunday first: busier early in the week, quieter at the weekend. */
const WEEKDAY = [0.7, 1.15, 1.2, 1.1, 1, 0.85, 0.65];
/** The chance, per day, of one of each conversion. */
const CONVERSION_CHANCE: Record<AnalyticsConversion, number> = {
  contact: 0.1,
  booking: 0.07,
  registration: 0.06,
  signup: 0.12,
};

/** A number in [0, 1) that is always the same for the same inputs, so the demo is the same on every install. */
function steady(...parts: number[]): number {
  let hash = 1779033703;
  for (const part of parts) {
    hash = Math.imul(hash ^ Math.imul(part + 1, 2654435761), 3432918353);
    hash = (hash << 13) | (hash >>> 19);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 2246822507);
  hash = Math.imul(hash ^ (hash >>> 13), 3266489909);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 4294967296;
}

/** `total` split by the weights into whole numbers that add up to it (largest remainders first). */
function split(total: number, weights: [string, number][]): [string, number][] {
  const sum = weights.reduce((all, [, weight]) => all + weight, 0);
  const exact = weights.map(([value, weight]) => ({ value, share: (total * weight) / sum }));
  const parts = exact.map(({ value, share }) => ({ value, count: Math.floor(share), rest: share % 1 }));
  let left = total - parts.reduce((all, part) => all + part.count, 0);
  for (const part of [...parts].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    part.count += 1;
    left -= 1;
  }
  return parts.filter((part) => part.count > 0).map((part) => [part.value, part.count]);
}

/**
 * The demo business's visit counts (decision 069): about 90 days before
 * `today`, a few people a day growing slowly, busier on weekdays, most on a
 * phone, from search, Instagram, the newsletter's "spring-workshop" campaign
 * or directly, and now and then a message, booking, registration or signup.
 * Rows already counted for a day stay as they are.
 */
export async function seedDemoVisits({ db, today }: { db: Executor; today: string }): Promise<void> {
  const totals: (typeof analyticsTotals.$inferInsert)[] = [];
  const pages: (typeof analyticsPages.$inferInsert)[] = [];
  const sources: (typeof analyticsSources.$inferInsert)[] = [];
  const conversions = new Map<string, typeof analyticsConversions.$inferInsert>();
  for (let back = DEMO_VISIT_DAYS; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const growth = 5 + (DEMO_VISIT_DAYS - back) * 0.07;
    const visitors = Math.max(1, Math.round(growth * (WEEKDAY[weekday] ?? 1) * (0.8 + steady(back, 1) * 0.4)));
    const views = Math.round(visitors * (2.1 + steady(back, 2)));
    totals.push({ period: "day", day, views, visitors });
    for (const [path, pageViews] of split(views, PAGES))
      pages.push({ period: "day", day, path, views: pageViews, visitors: Math.max(1, Math.round(pageViews / 1.4)) });
    const cameFrom = split(visitors, back <= 30 ? SOURCES : SOURCES.slice(0, 3));
    const tagged = cameFrom.find(([source]) => source === "newsletter")?.[1] ?? 0;
    const dimensions: [string, [string, number][]][] = [
      ["source", cameFrom],
      ["referrer", cameFrom.filter(([source]) => source.includes("."))],
      ["device", split(visitors, DEVICES)],
      ["country", split(visitors, COUNTRIES)],
      ["landing", split(visitors, LANDINGS)],
      ...(tagged > 0
        ? ([
            ["utm_source", [["newsletter", tagged]]],
            ["utm_medium", [["email", tagged]]],
            ["utm_campaign", [[CAMPAIGN, tagged]]],
          ] as [string, [string, number][]][])
        : []),
    ];
    for (const [dimension, counts] of dimensions)
      for (const [value, count] of counts) sources.push({ period: "day", day, dimension, value, visitors: count });
    (Object.entries(CONVERSION_CHANCE) as [AnalyticsConversion, number][]).forEach(([kind, chance], index) => {
      if (steady(back, 10 + index) >= chance) return;
      const [source = ""] = cameFrom[Math.floor(steady(back, 20 + index) * cameFrom.length)] ?? [];
      const [landing = "/"] = LANDINGS[Math.floor(steady(back, 30 + index) * LANDINGS.length)] ?? [];
      const landingPath = kind === "registration" ? "/classes/budgeting-without-the-guilt" : landing;
      const campaign = source === "newsletter" ? CAMPAIGN : "";
      const key = [day, kind, landingPath, source, campaign].join("|");
      const row = conversions.get(key) ?? { period: "day", day, kind, landingPath, source, campaign, count: 0 };
      row.count = (row.count ?? 0) + 1;
      conversions.set(key, row);
    });
  }
  await db.insert(analyticsTotals).values(totals).onConflictDoNothing();
  await db.insert(analyticsPages).values(pages).onConflictDoNothing();
  await db.insert(analyticsSources).values(sources).onConflictDoNothing();
  if (conversions.size > 0)
    await db
      .insert(analyticsConversions)
      .values([...conversions.values()])
      .onConflictDoNothing();
}
