import { describe, expect, it } from "vitest";
import {
  ANALYTICS_PATH_MAX,
  asksNotToBeTracked,
  countedPages,
  deviceClass,
  isBotUserAgent,
  pagePath,
  readPageView,
  referrerDomain,
} from "./analytics";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const SITE = "https://www.steadymoney.example";

describe("the user agent", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36",
    "Mozilla/5.0 (Linux; Android 11; moto g power) Chrome-Lighthouse",
    "curl/8.5.0",
    "Wget/1.21.4",
    "python-requests/2.32.3",
    "facebookexternalhit/1.1",
    "AhrefsBot/7.0",
    "",
  ])("%s is a bot", (agent) => {
    expect(isBotUserAgent(agent)).toBe(true);
  });

  it.each([IPHONE, IPAD, ANDROID_PHONE, ANDROID_TABLET, DESKTOP])("%s is a person's browser", (agent) => {
    expect(isBotUserAgent(agent)).toBe(false);
  });

  it.each([
    [IPHONE, "phone"],
    [ANDROID_PHONE, "phone"],
    [IPAD, "tablet"],
    [ANDROID_TABLET, "tablet"],
    [DESKTOP, "desktop"],
    [null, "desktop"],
  ])("gives the device class of %s", (agent, device) => {
    expect(deviceClass(agent)).toBe(device);
  });
});

describe("the page, the referrer and the source", () => {
  it.each([
    ["/", "/"],
    ["/events", "/events"],
    ["/events/", "/events"],
    ["/classes/budgeting-basics?utm_source=x#top", "/classes/budgeting-basics"],
    ["/café", null],
    ["/caf%C3%A9", "/café"],
    ["/Events", "/events"],
    ["/ADMIN/bookings", null],
    ["/%61dmin/inbox", null],
    ["/%41dmin", null],
    ["/%2F%2Fevil.example", null],
    ["/Bookings/k3Jq9secret", null],
    ["/%E0%A4%A", null],
    ["//evil.example", null],
    ["https://evil.example/", null],
    ["/admin", null],
    ["/admin/inbox", null],
    ["/api/hit", null],
    ["/bookings/k3Jq9secret/reschedule", null],
    ["/administer", "/administer"],
    ["", null],
    [42, null],
  ])("%s is counted as %s", (given, kept) => {
    expect(pagePath(given)).toBe(kept);
  });

  it("names no page with a path longer than any of the site's", () => {
    expect(pagePath(`/${"a".repeat(ANALYTICS_PATH_MAX)}`)).toBeNull();
  });

  it("looks the site's pages up however a browser spells them", () => {
    const pages = countedPages(["/", "/about", "/classes/Budget-Basics"]);
    expect(pages.get(pagePath("/ABOUT/") ?? "")).toBe("/about");
    expect(pages.get(pagePath("/classes/budget-%62asics") ?? "")).toBe("/classes/Budget-Basics");
    expect(pages.get(pagePath("/newsletter/confirm?token=x") ?? "")).toBe("/newsletter/confirm");
    expect(pages.get(pagePath("/CALL-555-0199-FOR-LOANS") ?? "")).toBeUndefined();
  });

  it.each([
    ["https://www.Google.com/search?q=budget", "google.com"],
    ["http://news.example.org/a", "news.example.org"],
    ["https://steadymoney.example/events", ""],
    ["https://www.steadymoney.example/", ""],
    ["android-app://com.google.android.gm/", ""],
    ["not a url", ""],
    ["", ""],
  ])("the referrer %s gives the domain %s", (referrer, domain) => {
    expect(referrerDomain(referrer, SITE)).toBe(domain);
  });

  it("takes the source from utm_source, else the referrer's domain, else none", () => {
    const view = (fields: Record<string, string>) =>
      readPageView({ fields: new URLSearchParams(fields), userAgent: DESKTOP, siteUrl: SITE });
    expect(view({ p: "/", r: "https://duckduckgo.com/", utm_source: "Newsletter", utm_campaign: "Spring" })).toEqual({
      path: "/",
      referrer: "duckduckgo.com",
      utmSource: "newsletter",
      utmMedium: "",
      utmCampaign: "spring",
      source: "newsletter",
      device: "desktop",
    });
    expect(view({ p: "/faq", r: "https://duckduckgo.com/" })?.source).toBe("duckduckgo.com");
    expect(view({ p: "/faq" })?.source).toBe("");
    expect(view({ r: "https://duckduckgo.com/" })).toBeNull();
    expect(
      readPageView({ fields: new URLSearchParams({ p: "/" }), userAgent: "Googlebot/2.1", siteUrl: SITE }),
    ).toBeNull();
  });

  it("hears Do-Not-Track and Global Privacy Control", () => {
    expect(asksNotToBeTracked(new Headers({ DNT: "1" }))).toBe(true);
    expect(asksNotToBeTracked(new Headers({ "Sec-GPC": "1" }))).toBe(true);
    expect(asksNotToBeTracked(new Headers({ DNT: "0" }))).toBe(false);
    expect(asksNotToBeTracked(new Headers())).toBe(false);
  });
});
