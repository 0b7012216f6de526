import { z } from "zod/mini";
import { ADMIN_VERBS } from "./admin-verbs";
import { ANALYTICS_CONVERSIONS, type AnalyticsConversion, type AnalyticsDevice } from "./allowed-values";
import { ANALYTICS_OTHER } from "./analytics";
import { wholeNumber } from "./content-fields";
import { checkboxField } from "./form-text";

/** The Insights page: what the visit counts show the owner (decision 069). */

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/** A country's two-letter code as its English name ("FR" reads "France"). */
export function countryLabel(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The Insights page credits the data its countries come from, as its licence asks. */
export const COUNTRY_DATA_CREDIT =
  "Countries are read from the visitor's address with the Number Resource Organization's statistics (nro.net, CC BY 4.0); the address is not kept.";

/** The ranges offered as one click: the last N days, today included. */
export const INSIGHTS_RANGES = [7, 30, 90] as const;
export const INSIGHTS_DEFAULT_DAYS = 30;
/** A range offered as one click, in the words of its button. */
export function insightsRangeLabel(days: number): string {
  return `Last ${days} days`;
}

/** The dashboard's Overview shows Insights' "Last 7 days" against the 7 days before, in the same words, and opens it. */
export const OVERVIEW_VISITS_DAYS = 7;
export const OVERVIEW_VISITS_TEXTS = {
  title: "Visitors",
  range: `${insightsRangeLabel(OVERVIEW_VISITS_DAYS)}, today included, against the ${OVERVIEW_VISITS_DAYS} days before.`,
  before: `the ${OVERVIEW_VISITS_DAYS} days before`,
  people: (count: number) => (count === 1 ? "person" : "people"),
  views: (count: number) => (count === 1 ? "page view" : "page views"),
  link: "See them in Insights",
} as const;
/** A custom range spans at most this many days (ten years, the longest retention). */
export const INSIGHTS_MAX_DAYS = 3660;
/** Up to this many days a range is drawn day by day; a longer one month by month. */
export const INSIGHTS_DAILY_UP_TO = 92;

export const ANALYTICS_RETENTION_LIMITS = { min: 30, max: 3660 } as const;

export const INSIGHTS_MESSAGES = {
  dateInvalid: "Please enter both dates as a day, month and year (for example 2026-03-01).",
  fromAfterTo: "The start date must be on or before the end date.",
  toInFuture: "The end date cannot be after today.",
  tooLong: "Please choose a range of at most 10 years.",
  showingInstead: (days: number) => `Showing the last ${days} days instead.`,
  loadFailed: "The visit figures could not be loaded. Please try again.",
  retentionRange: `Keep daily figures for ${ANALYTICS_RETENTION_LIMITS.min} to ${ANALYTICS_RETENTION_LIMITS.max} days.`,
  settingsSaved: "Visit counting settings saved",
  settingsFailed: "Failed to save the visit counting settings",
} as const;

/** The plain words for what the counts hold. */
export const DIRECT_OR_UNKNOWN = "Direct or unknown";
export const CONVERSION_LABELS: Record<AnalyticsConversion, string> = {
  contact: "Messages",
  booking: "Bookings",
  registration: "Class registrations",
  signup: "Newsletter signups",
};
export const DEVICE_LABELS: Record<AnalyticsDevice, string> = { phone: "Phone", tablet: "Tablet", desktop: "Computer" };
export { ANALYTICS_CONVERSIONS };

/** Where the values beyond a day's cap are counted (rules/analytics.ts): junk, mostly, or a very busy day. */
export const OTHERS_LABEL = "Others (too many different ones that day to list)";
/** A page with no name: a conversion that came without a counted visit. */
export const UNKNOWN_PAGE = "Unknown";

/** A page, referrer or campaign tag as the owner reads it. */
export function valueLabel(value: string): string {
  return value === ANALYTICS_OTHER ? OTHERS_LABEL : value;
}

/** Whether a value is a page's own path, shown as one. */
export function isPagePath(value: string): boolean {
  return value !== "" && value !== ANALYTICS_OTHER;
}

/** A source, referrer or campaign as the owner reads it: "" was no source at all. */
export function sourceLabel(value: string): string {
  return value === "" ? DIRECT_OR_UNKNOWN : valueLabel(value);
}

export function deviceLabel(value: string): string {
  return DEVICE_LABELS[value as AnalyticsDevice] ?? value;
}

/** The settings' "Visit counting" group: its form says so, since the settings page has two. */
export const VISIT_COUNTING_INTENT = "visit-counting";
export const CountingSettingsSchema = z.object({
  enabled: checkboxField,
  retentionDays: wholeNumber(
    ANALYTICS_RETENTION_LIMITS.min,
    ANALYTICS_RETENTION_LIMITS.max,
    INSIGHTS_MESSAGES.retentionRange,
  ),
});
export type CountingSettingsInput = z.input<typeof CountingSettingsSchema>;
export type CountingSettings = z.output<typeof CountingSettingsSchema>;

/** Days from `from` to `to` (YYYY-MM-DD), both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
}

/** "up 12% on last week", "down 3% on last week", "the same as last week", or what there was to compare with. */
export function changeInWords(now: number, before: number, period = "last week"): string {
  if (now === before) return `the same as ${period}`;
  if (before === 0) return `up from none ${period}`;
  const percent = Math.round((Math.abs(now - before) / before) * 100);
  if (percent === 0) return `about the same as ${period}`;
  return `${now > before ? "up" : "down"} ${percent}% on ${period}`;
}

/**
 * The people who got in touch, booked, registered or signed up as a share of
 * the people counted, in words ("4.2%"), or "–" without visitors. Each person
 * counts once however often they converted, so it is never over 100%.
 */
export function conversionRate(people: number, visitors: number): string {
  if (visitors === 0) return "–";
  const rate = (Math.min(people, visitors) / visitors) * 100;
  return `${rate >= 10 || rate === 0 ? Math.round(rate) : rate.toFixed(1)}%`;
}

/** The settings' "Visit counting" field. */
export const RETENTION_DAYS_LABEL = "Keep daily figures for (days)";
/** The settings' "Visit counting" button (decision 073). */
export const VISIT_COUNTING_SAVE = /* @__PURE__ */ ADMIN_VERBS.save("Visit Counting");

/** The Insights page's sentences. */
export const INSIGHTS_TEXTS = {
  /** `what` lists the counts, e.g. "3 bookings, 1 message". */
  withoutVisit: (what: string) =>
    `Also ${what} from people whose visit was not counted: their browser asks websites not to count them, or the page view never reached the site. They are not in the rate or the tables, since there is no visit to set them against.`,
} as const;

/** The counts of each kind in words, the kinds with none left out: "3 bookings, 4 newsletter signups". */
export function conversionsInWords(counts: Record<AnalyticsConversion, number>): string {
  return ANALYTICS_CONVERSIONS.filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind]} ${CONVERSION_LABELS[kind].toLowerCase()}`)
    .join(", ");
}

/** The Insights page's figure labels. */
export const INSIGHTS_LABELS = {
  people: "People",
  pageViews: "Page views",
  conversions: "Messages, bookings, registrations and signups",
  rate: "Rate",
  table: "People and page views, as a table",
} as const;
