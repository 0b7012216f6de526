import { type SQL, sql } from "drizzle-orm";
import { addDays } from "#core/dates";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";
import { ANALYTICS_CONVERSIONS, type AnalyticsConversion } from "#rules/allowed-values";
import { daysBetween, INSIGHTS_DAILY_UP_TO } from "#rules/analytics-insights";
import type { InsightsRange } from "./insights-range";

/** One point of the chart: a day, or a month (a month's rolled-up figures, or a long range drawn by month). */
export type VisitsPoint = { day: string; period: "day" | "month"; views: number; visitors: number };
export type PageFigures = { path: string; views: number; visitors: number };
export type Ranked = { value: string; visitors: number };
export type ConversionCounts = Record<AnalyticsConversion, number>;
/**
 * What one source, campaign or landing page brought: its visitors, the
 * conversions attributed to it, and the people among its visitors who
 * converted (never more than its visitors: the rate's).
 */
export type FunnelRow = {
  value: string;
  visitors: number;
  conversions: ConversionCounts;
  total: number;
  people: number;
};

/** Rows per table on the page: the owner reads the top of each list. */
const TOP = 10;
/** Sources are few on a small site; more are read so the funnel finds the visitors of each converting source. */
const TOP_SOURCES = 50;

function noConversions(): ConversionCounts {
  return Object.fromEntries(ANALYTICS_CONVERSIONS.map((kind) => [kind, 0])) as ConversionCounts;
}

/**
 * The rows of the range: day rows of its days, and month rows (the days
 * older than the retention, rolled up) of the months it touches. Both are
 * ranges of the primary key (period, day, ...).
 */
function inRange(range: InsightsRange): SQL {
  const monthStart = `${range.from.slice(0, 7)}-01`;
  return sql`((period = 'day' and day between ${range.from}::date and ${range.to}::date)
    or (period = 'month' and day between ${monthStart}::date and ${range.to}::date))`;
}

function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The chart's points: every day of a short range (zero when nothing was counted), a month where the days were rolled up; a long range month by month. */
function pointsOf(range: InsightsRange, rows: VisitsPoint[]): VisitsPoint[] {
  const byMonth = daysBetween(range.from, range.to) > INSIGHTS_DAILY_UP_TO;
  const rolledUp = new Set(rows.filter((row) => row.period === "month").map((row) => row.day));
  const points = new Map<string, VisitsPoint>();
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const month = monthOf(day);
    const key = byMonth || rolledUp.has(month) ? month : day;
    if (!points.has(key)) points.set(key, { day: key, period: key === day ? "day" : "month", views: 0, visitors: 0 });
  }
  for (const row of rows) {
    const point = points.get(row.day) ?? points.get(monthOf(row.day));
    if (!point) continue;
    point.views += row.views;
    point.visitors += row.visitors;
  }
  return [...points.values()];
}

/**
 * What the Insights page shows for a range (decision 069): visitors and views
 * per day for the chart, the totals, the top pages, where visitors came
 * from (sources, referring sites, campaign tags, devices, landing pages, countries) and
 * the conversion funnel per source, campaign and landing page. Nothing
 * counted gives zeros and empty lists.
 */
export async function readInsights({ db, range }: { db: Executor; range: InsightsRange }) {
  const where = inRange(range);
  const [totals, pages, sources, conversions, unattributed] = await Promise.all([
    queryRows<VisitsPoint>(
      db,
      sql`
      select period, day::text as day, views, visitors from analytics_totals where ${where} order by day
    `,
    ),
    queryRows<PageFigures>(
      db,
      sql`
      select path, sum(views)::int as views, sum(visitors)::int as visitors
      from analytics_pages where ${where}
      group by path order by views desc, visitors desc, path limit ${TOP}::int
    `,
    ),
    queryRows<Ranked & { dimension: string }>(
      db,
      sql`
      select dimension, value, visitors from (
        select dimension, value, sum(visitors)::int as visitors,
          row_number() over (partition by dimension order by sum(visitors) desc, value) as rank
        from analytics_sources where ${where}
        group by dimension, value
      ) ranked
      where rank <= case when dimension = 'source' then ${TOP_SOURCES}::int else ${TOP}::int end
      order by dimension, visitors desc, value
    `,
    ),
    queryRows<{
      kind: AnalyticsConversion;
      by_source: boolean;
      by_campaign: boolean;
      value: string;
      count: number;
      people: number;
    }>(
      db,
      sql`
      select kind, grouping(source) = 0 as by_source, grouping(campaign) = 0 as by_campaign,
        coalesce(source, campaign, landing_path) as value, sum(count)::int as count, sum(people)::int as people
      from analytics_conversions where ${where} and landing_path <> ''
      group by grouping sets ((kind, source), (kind, campaign), (kind, landing_path))
    `,
    ),
    // No counted visit to attribute them to (the browser asked not to be counted, or no page view was seen).
    queryRows<{ kind: AnalyticsConversion; count: number }>(
      db,
      sql`
      select kind, sum(count)::int as count from analytics_conversions where ${where} and landing_path = ''
      group by kind
    `,
    ),
  ]);

  const ranked = (dimension: string) =>
    sources.filter((row) => row.dimension === dimension).map(({ value, visitors }) => ({ value, visitors }));
  const conversionsBy = (group: "source" | "campaign" | "landing") =>
    conversions.filter((row) =>
      group === "source" ? row.by_source : group === "campaign" ? row.by_campaign : !row.by_source && !row.by_campaign,
    );

  /** Each ranked value with what it brought, then any value that brought conversions without ranking. */
  function funnel(dimension: string, group: "source" | "campaign" | "landing", limit: number): FunnelRow[] {
    const rows = new Map<string, FunnelRow>();
    for (const { value, visitors } of ranked(dimension))
      rows.set(value, { value, visitors, conversions: noConversions(), total: 0, people: 0 });
    for (const { kind, value, count, people } of conversionsBy(group)) {
      // Conversions without a campaign are not a campaign.
      if (group === "campaign" && value === "") continue;
      const row = rows.get(value) ?? { value, visitors: 0, conversions: noConversions(), total: 0, people: 0 };
      row.conversions[kind] += count;
      row.total += count;
      row.people += people;
      rows.set(value, row);
    }
    return [...rows.values()]
      .map((row) => ({ ...row, people: Math.min(row.people, row.visitors) }))
      .sort((a, b) => b.visitors - a.visitors || b.total - a.total || a.value.localeCompare(b.value))
      .slice(0, limit);
  }

  const allConversions = noConversions();
  let people = 0;
  for (const { kind, count, people: converted } of conversionsBy("source")) {
    allConversions[kind] += count;
    people += converted;
  }
  const withoutVisit = noConversions();
  for (const { kind, count } of unattributed) withoutVisit[kind] += count;
  const sum = (counts: ConversionCounts) => Object.values(counts).reduce((total, count) => total + count, 0);
  const summed = totals.reduce(
    (sum, row) => ({ views: sum.views + row.views, visitors: sum.visitors + row.visitors }),
    { views: 0, visitors: 0 },
  );

  return {
    range,
    points: pointsOf(range, totals),
    totals: {
      ...summed,
      /** Conversions of counted visits: the rate's. */
      conversions: allConversions,
      conversionsTotal: sum(allConversions),
      /** The people counted who converted, each once however often: the rate's, never more than were counted. */
      convertedPeople: Math.min(people, summed.visitors),
      /** Conversions without a counted visit, shown apart. */
      withoutVisit,
      withoutVisitTotal: sum(withoutVisit),
    },
    pages,
    sources: funnel("source", "source", 20),
    referrers: ranked("referrer"),
    campaigns: funnel("utm_campaign", "campaign", TOP),
    utmSources: ranked("utm_source"),
    utmMediums: ranked("utm_medium"),
    devices: ranked("device"),
    countries: ranked("country"),
    landingPages: funnel("landing", "landing", TOP),
  };
}

export type Insights = Awaited<ReturnType<typeof readInsights>>;
