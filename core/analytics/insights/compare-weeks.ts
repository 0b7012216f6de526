import { sql } from "drizzle-orm";
import { addDays } from "#core/dates";
import type { Executor } from "#db/client";
import { queryRow } from "#db/query-rows";
import { OVERVIEW_VISITS_DAYS } from "#rules/analytics-insights";

export type WeekFigures = { visitors: number; views: number };
export type WeekComparison = { thisWeek: WeekFigures; lastWeek: WeekFigures };

/**
 * The last 7 days, today included, against the 7 before, for the dashboard's
 * Overview: the same days as Insights' "Last 7 days", which the Overview
 * links to, so both say the same. Two weeks of daily rows, well inside any
 * retention (decision 069).
 */
export async function compareWeeks({ db, today }: { db: Executor; today: string }): Promise<WeekComparison> {
  const weekStart = addDays(today, 1 - OVERVIEW_VISITS_DAYS);
  const row = await queryRow<{ thisVisitors: number; thisViews: number; lastVisitors: number; lastViews: number }>(
    db,
    sql`
    select
      coalesce(sum(visitors) filter (where day >= ${weekStart}::date), 0)::int as "thisVisitors",
      coalesce(sum(views) filter (where day >= ${weekStart}::date), 0)::int as "thisViews",
      coalesce(sum(visitors) filter (where day < ${weekStart}::date), 0)::int as "lastVisitors",
      coalesce(sum(views) filter (where day < ${weekStart}::date), 0)::int as "lastViews"
    from analytics_totals
    where period = 'day' and day between ${addDays(weekStart, -OVERVIEW_VISITS_DAYS)}::date and ${today}::date
  `,
  );
  return {
    thisWeek: { visitors: row?.thisVisitors ?? 0, views: row?.thisViews ?? 0 },
    lastWeek: { visitors: row?.lastVisitors ?? 0, views: row?.lastViews ?? 0 },
  };
}
