import { sql } from "drizzle-orm";
import { addDays } from "#core/dates";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";

/** Each counting table, with the columns that name a row besides its period and day, and what it adds up. */
const ROLLED_UP = [
  { table: "analytics_totals", keys: [], sums: ["views", "visitors"] },
  { table: "analytics_pages", keys: ["path"], sums: ["views", "visitors"] },
  { table: "analytics_sources", keys: ["dimension", "value"], sums: ["visitors"] },
  { table: "analytics_conversions", keys: ["kind", "landing_path", "source", "campaign"], sums: ["count", "people"] },
] as const;

/** How long a newsletter signup waits for its confirmation to be counted. */
const PENDING_SIGNUP_DAYS = 7;

/**
 * The daily clean-up of visit counting (decision 069): the salts and
 * visitor hashes of days before `today` go, so they cannot be recomputed or
 * linked to today's; daily rows of whole months older than `retentionDays`
 * become one row per month (a month per transaction, oldest first); signups
 * that waited more than a week for their confirmation are dropped, and so
 * are bookings declined or cancelled while they waited for approval. Safe to run
 * again: a month already rolled up has no daily rows left.
 */
export async function tidyVisits({
  db,
  today,
  retentionDays,
}: {
  db: Executor;
  /** Today in the business's time zone (YYYY-MM-DD). */
  today: string;
  retentionDays: number;
}): Promise<{ monthsRolledUp: number }> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_visitor_pages where day < ${today}`);
    await tx.execute(sql`delete from analytics_visitors where day < ${today}`);
    await tx.execute(sql`delete from analytics_salts where day < ${today}`);
    await tx.execute(
      sql`delete from analytics_pending_signups where created_at < now() - make_interval(days => ${PENDING_SIGNUP_DAYS})`,
    );
    // Declined or cancelled before the owner approved it: never counted. (A day's grace for an approval still held in memory.)
    await tx.execute(sql`
      delete from analytics_pending_bookings p using bookings b
       where b.id = p.booking_id and b.status <> 'pending' and p.created_at < now() - interval '1 day'`);
  });

  // Daily rows before the first of the month that holds the cut-off day.
  const before = `${addDays(today, -retentionDays).slice(0, 7)}-01`;
  const rows = await queryRows<{ month: string }>(
    db,
    sql`
    select distinct to_char(date_trunc('month', day), 'YYYY-MM-DD') as month from (
      select day from analytics_totals where period = 'day' and day < ${before}
      union select day from analytics_pages where period = 'day' and day < ${before}
      union select day from analytics_sources where period = 'day' and day < ${before}
      union select day from analytics_conversions where period = 'day' and day < ${before}
    ) days order by month`,
  );
  for (const { month } of rows) {
    if (!/^\d{4}-\d{2}-01$/.test(month)) throw new Error(`unexpected month ${month}`);
    await db.transaction(async (tx) => {
      for (const { table, keys, sums } of ROLLED_UP) {
        const keyList = ["period", "day", ...keys].join(", ");
        const groupKeys = keys.length > 0 ? `, ${keys.join(", ")}` : "";
        const columns = [...keys, ...sums].join(", ");
        const summed = sums.map((column) => `sum(${column})`).join(", ");
        const added = sums.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(", ");
        await tx.execute(
          sql.raw(`
            insert into ${table} (period, day, ${columns})
            select 'month', date '${month}'${groupKeys}, ${summed}
              from ${table}
             where period = 'day' and day >= date '${month}' and day < date '${month}' + interval '1 month'
             ${keys.length > 0 ? `group by ${keys.join(", ")}` : ""} having count(*) > 0
            on conflict (${keyList}) do update set ${added}`),
        );
        await tx.execute(
          sql.raw(`
            delete from ${table}
             where period = 'day' and day >= date '${month}' and day < date '${month}' + interval '1 month'`),
        );
      }
    });
  }
  return { monthsRolledUp: rows.length };
}
