const formatters = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date (YYYY-MM-DD) where the business is. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Building a formatter is slow; this runs on every page request.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The calendar month (YYYY-MM) `months` after `month`. */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const total = year * 12 + (index - 1) + months;
  return `${String(Math.floor(total / 12)).padStart(4, "0")}-${String((total % 12) + 1).padStart(2, "0")}`;
}
