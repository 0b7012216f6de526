import { sql } from "drizzle-orm";
import { todayIn } from "#core/dates";
import type { Executor } from "#db/client";
import { queryRow, queryRows } from "#db/query-rows";
import type { TrashedRows } from "#db/schema";

/** The tables of counted visits (decision 069); their rows have no id to mark as the demo's. */
const VISIT_TABLES = ["analytics_totals", "analytics_pages", "analytics_sources", "analytics_conversions"] as const;

/**
 * Takes the demo's visit counts out, for the demo content's Trash item: rows
 * of visit counts have no id, so the demo's cannot be told from the site's
 * own; every count dated before today (in the business's time zone) goes,
 * and Restore puts them back. Today's counts stay.
 */
export async function takeDemoVisits({ db }: { db: Executor }): Promise<TrashedRows[]> {
  const settings = await queryRow<{ time_zone: string }>(db, sql`select time_zone from site_settings where id = 1`);
  const today = todayIn(settings?.time_zone ?? "UTC");
  const groups: TrashedRows[] = [];
  for (const table of VISIT_TABLES) {
    const taken = await queryRows<{ row: Record<string, unknown> }>(
      db,
      sql`delete from ${sql.identifier(table)} t where day < ${today}::date returning row_to_json(t) as row`,
    );
    if (taken.length > 0) groups.push({ table, rows: taken.map((entry) => entry.row) });
  }
  return groups;
}
