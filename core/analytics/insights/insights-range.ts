import { addDays } from "#core/dates";
import {
  daysBetween,
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_MAX_DAYS,
  INSIGHTS_MESSAGES,
  INSIGHTS_RANGES,
} from "#rules/analytics-insights";
import { isCalendarDate } from "#rules/class-instance";

export type InsightsRange = {
  from: string;
  to: string;
  /** 7, 30 or 90 for a preset, null for a custom range. */
  preset: number | null;
};

/** The last `days` days, ending `today`. */
function lastDays(days: number, today: string): InsightsRange {
  return { from: addDays(today, 1 - days), to: today, preset: days };
}

/**
 * The range the page's address asks for: `?days=7|30|90`, or `?from=&to=`
 * (a custom range). Anything else gives the last 30 days; a custom range
 * that cannot be shown gives them too, with the message saying why.
 */
export function readInsightsRange(
  search: URLSearchParams,
  today: string,
): { range: InsightsRange; error: string | null; typed: { from: string; to: string } } {
  const from = (search.get("from") ?? "").trim();
  const to = (search.get("to") ?? "").trim();
  const typed = { from, to };
  const fallback = lastDays(INSIGHTS_DEFAULT_DAYS, today);
  if (from === "" && to === "") {
    const days = Number(search.get("days"));
    const preset = INSIGHTS_RANGES.find((offered) => offered === days);
    return { range: preset ? lastDays(preset, today) : fallback, error: null, typed };
  }
  let error: string | null = null;
  if (!isCalendarDate(from) || !isCalendarDate(to)) error = INSIGHTS_MESSAGES.dateInvalid;
  else if (from > to) error = INSIGHTS_MESSAGES.fromAfterTo;
  else if (to > today) error = INSIGHTS_MESSAGES.toInFuture;
  else if (daysBetween(from, to) > INSIGHTS_MAX_DAYS) error = INSIGHTS_MESSAGES.tooLong;
  if (error) return { range: fallback, error, typed };
  return { range: { from, to, preset: null }, error: null, typed };
}
