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

/**
 * What one client address counts for in a day (an IPv6 address by its /64
 * network): at most this many people (the user agents it names) and page
 * views. A household or an office shares an address; a script changing its
 * user agent does not become a crowd.
 */
export const ANALYTICS_ADDRESS_LIMITS = { people: 10, views: 300 } as const;

/**
 * Distinct pages, and distinct values of each source, referrer and campaign
 * tag, kept per day; later new ones are counted together under
 * ANALYTICS_OTHER, so junk cannot grow the figures without bound.
 */
export const ANALYTICS_DISTINCT_PER_DAY = 100;
/** The value under which the values beyond ANALYTICS_DISTINCT_PER_DAY are counted: no path, domain or tag can be it. */
export const ANALYTICS_OTHER = "\u2026";

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
 * The page a beacon names, in the form it is looked up among the site's
 * pages: percent-decoded and in lower case (the routes match either way), no
 * query or fragment, no trailing slash (but "/"). Null for anything that is
 * not a path, for the back office and the API, and for a booking's own pages,
 * whose address holds its secret link, however they are spelled. This checks
 * the form only: whether such a page exists is the counter's question
 * (countedPages), so a path the site has no page for is never counted.
 */
export function pagePath(path: unknown): string | null {
  if (typeof path !== "string" || !path.startsWith("/")) return null;
  const cut = path.split(/[?#]/, 1)[0] ?? "";
  if (cut.length > ANALYTICS_PATH_MAX * 3 || !PRINTABLE.test(cut) || cut.includes("\\")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(cut).toLowerCase();
  } catch {
    return null;
  }
  if (decoded.startsWith("//") || /[\\\s\p{Cc}]/u.test(decoded)) return null;
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, "") || "/" : decoded;
  if (/^\/(admin|api)(\/|\.data$|$)|^\/bookings(\/|$)/.test(trimmed)) return null;
  return trimmed.length > ANALYTICS_PATH_MAX ? null : trimmed;
}

/**
 * The pages a beacon may name, each under the form pagePath gives it: the
 * site's public pages as listed for the sitemap, and the pages its emails
 * lead to.
 */
export function countedPages(publicPaths: readonly string[]): ReadonlyMap<string, string> {
  const pages = new Map<string, string>();
  for (const path of [...publicPaths, ...EMAILED_PAGE_PATHS]) {
    const key = pagePath(encodeURI(path));
    if (key !== null) pages.set(key, path);
  }
  return pages;
}

/** Public pages reached from an email's link rather than from the site's menus. */
const EMAILED_PAGE_PATHS = ["/newsletter/confirm", "/newsletter/unsubscribe", "/registration/cancel"];

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
