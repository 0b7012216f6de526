import type { AnalyticsDevice } from "./allowed-values";

/** The public page that says what the site counts (decision 069); one place, so it is easy to move. */
export const WHAT_THIS_SITE_COUNTS_PATH = "/what-this-site-counts";

/*
 * What a beacon says about a page view, read without keeping anything
 * personal (decision 069): the user agent gives only a device class (or marks
 * a bot), the referrer only its domain, the page only its path.
 */

/** Longest path kept; longer ones are cut (a page's own path is far shorter). */
export const ANALYTICS_PATH_MAX = 200;
/** Longest referrer domain, source or campaign tag kept. */
export const ANALYTICS_VALUE_MAX = 100;

/** User agents that name themselves as programs rather than people's browsers. */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrape|headless|lighthouse|pagespeed|preview|curl\/|wget\/|python-|python\/|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|httpclient|phantomjs|facebookexternalhit|embedly|monitor|uptime|pingdom|feedfetcher|validator|^mozilla\/5\.0$|^$/i;

/** Whether the user agent is a bot, a crawler, a monitor or a script (or says nothing). */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return BOT_USER_AGENT.test((userAgent ?? "").trim());
}

/** The device class a user agent names; desktop when it names neither a phone nor a tablet. */
export function deviceClass(userAgent: string | null | undefined): AnalyticsDevice {
  const agent = userAgent ?? "";
  if (/ipad|tablet|kindle|silk\/|playbook|nexus (7|9|10)\b/i.test(agent)) return "tablet";
  // Android phones say "Mobile"; Android tablets do not.
  if (/android/i.test(agent)) return /mobile/i.test(agent) ? "phone" : "tablet";
  if (/iphone|ipod|mobile|windows phone|blackberry|opera mini/i.test(agent)) return "phone";
  return "desktop";
}

/** Whether the browser asks not to be tracked (`DNT: 1`) or not to have its data sold or shared (`Sec-GPC: 1`). */
export function asksNotToBeTracked(headers: { get(name: string): string | null }): boolean {
  return headers.get("dnt")?.trim() === "1" || headers.get("sec-gpc")?.trim() === "1";
}

/** Printable ASCII without spaces: what a path, a domain or a tag may hold once the browser has encoded it. */
const PRINTABLE = /^[\x21-\x7e]*$/;

/**
 * The page a beacon names, as the site's routes know it: no query or
 * fragment, no trailing slash (but "/"), at most ANALYTICS_PATH_MAX
 * characters. Null for anything that is not a path on this site, for the
 * back office, and for a booking's own pages, whose address holds its secret
 * link: none of them is counted.
 */
export function pagePath(path: unknown): string | null {
  if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//")) return null;
  const cut = path.split(/[?#]/, 1)[0] ?? "";
  if (!PRINTABLE.test(cut) || cut.includes("\\")) return null;
  const trimmed = cut.length > 1 ? cut.replace(/\/+$/, "") || "/" : cut;
  if (/^\/(admin|api)(\/|\.data$|$)|^\/bookings\//.test(trimmed)) return null;
  return trimmed.slice(0, ANALYTICS_PATH_MAX);
}

/** The host of an http(s) address, lower case and without "www."; "" for anything else. */
function hostOf(address: string): string {
  try {
    const url = new URL(address);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    return url.hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "";
  }
}

/**
 * The referring site's domain ("news.example.com"), without "www."; "" when
 * there was none, it was not a web address, or it was this site itself (an
 * in-site link is not where a visitor came from).
 */
export function referrerDomain(referrer: unknown, siteUrl: string): string {
  if (typeof referrer !== "string" || referrer === "" || referrer.length > 2000) return "";
  const domain = hostOf(referrer);
  if (domain === "" || domain === hostOf(siteUrl)) return "";
  return domain.slice(0, ANALYTICS_VALUE_MAX);
}

/** A campaign tag (`utm_source`, `utm_medium`, `utm_campaign`) as kept: trimmed, lower case, cut to length; "" when absent. */
export function campaignTag(value: unknown): string {
  if (typeof value !== "string") return "";
  const tag = value.trim().toLowerCase().slice(0, ANALYTICS_VALUE_MAX);
  return PRINTABLE.test(tag.replaceAll(" ", "_")) ? tag : "";
}

export type PageView = {
  path: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** utm_source when the link had one, else the referrer's domain, else "" (came directly). */
  source: string;
  device: AnalyticsDevice;
};

/**
 * A beacon's fields (`p` the path, `r` the referrer, `utm_source`,
 * `utm_medium`, `utm_campaign`) and the browser's user agent, read into a
 * page view; null when nothing should be counted: no valid path, an admin
 * path, or a bot.
 */
export function readPageView({
  fields,
  userAgent,
  siteUrl,
}: {
  fields: { get(name: string): string | null };
  userAgent: string | null | undefined;
  siteUrl: string;
}): PageView | null {
  const path = pagePath(fields.get("p"));
  if (path === null || isBotUserAgent(userAgent)) return null;
  const referrer = referrerDomain(fields.get("r"), siteUrl);
  const utmSource = campaignTag(fields.get("utm_source"));
  return {
    path,
    referrer,
    utmSource,
    utmMedium: campaignTag(fields.get("utm_medium")),
    utmCampaign: campaignTag(fields.get("utm_campaign")),
    source: utmSource || referrer,
    device: deviceClass(userAgent),
  };
}
