import { sql } from "drizzle-orm";
import { addDays } from "#core/dates";
import type { Executor } from "#db/client";
import { queryRow } from "#db/query-rows";

export type WeekFigures = { visitors: number; views: number };
export type WeekComparison = { thisWeek: WeekFigures; lastWeek: WeekFigures };

/**
 * The last 7 whole days (to yesterday) against the 7 before, for the
 * dashboard's Overview: today is not over, so it would make every week look
 * down. Two weeks of daily rows, well inside any retention (decision 069).
 */
export async function compareWeeks({ db, today }: { db: Executor; today: string }): Promise<WeekComparison> {
  const weekStart = addDays(today, -7);
  const row = await queryRow<{ thisVisitors: number; thisViews: number; lastVisitors: number; lastViews: number }>(
    db,
    sql`
    select
      coalesce(sum(visitors) filter (where day >= ${weekStart}::date), 0)::int as "thisVisitors",
      coalesce(sum(views) filter (where day >= ${weekStart}::date), 0)::int as "thisViews",
      coalesce(sum(visitors) filter (where day < ${weekStart}::date), 0)::int as "lastVisitors",
      coalesce(sum(views) filter (where day < ${weekStart}::date), 0)::int as "lastViews"
    from analytics_totals
    where period = 'day' and day between ${addDays(today, -14)}::date and ${addDays(today, -1)}::date
  `,
  );
  return {
    thisWeek: { visitors: row?.thisVisitors ?? 0, views: row?.thisViews ?? 0 },
    lastWeek: { visitors: row?.lastVisitors ?? 0, views: row?.lastViews ?? 0 },
  };
}
