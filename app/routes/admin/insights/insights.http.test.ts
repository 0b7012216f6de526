import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "#core/dates";
import {
  analyticsConversions,
  analyticsPages,
  analyticsSources,
  analyticsTotals,
  bookingSettings,
  bookings,
} from "#db/schema";
import { DIRECT_OR_UNKNOWN, INSIGHTS_MESSAGES, INSIGHTS_TEXTS } from "#rules/analytics-insights";
import { SITE, withAdminHttp } from "#tests/setup/admin-http";
import { insertSessionType } from "#tests/setup/booking-rows";
import { withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";
import { formFieldsOf } from "#tests/setup/html-form";
import { testVisitCounter } from "#tests/setup/visits";

/** The Insights page as the server renders it, from counts put straight into the tables. */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });

async function page(path: string) {
  const response = await http.app().request(path, { headers: { Cookie: http.session.cookie } });
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

/** Two days of counts: 12 people from google.com (2 bookings), 5 who came directly (1 message). */
async function addTwoDays(today: string) {
  const db = database.db();
  const yesterday = addDays(today, -1);
  await db.insert(analyticsTotals).values([
    { period: "day", day: yesterday, views: 30, visitors: 10 },
    { period: "day", day: today, views: 14, visitors: 7 },
  ]);
  await db.insert(analyticsPages).values([
    { period: "day", day: yesterday, path: "/coaching", views: 20, visitors: 8 },
    { period: "day", day: today, path: "/coaching", views: 6, visitors: 4 },
    { period: "day", day: today, path: "/faq", views: 8, visitors: 3 },
  ]);
  await db.insert(analyticsSources).values([
    { period: "day", day: yesterday, dimension: "source", value: "google.com", visitors: 8 },
    { period: "day", day: today, dimension: "source", value: "google.com", visitors: 4 },
    { period: "day", day: yesterday, dimension: "source", value: "", visitors: 2 },
    { period: "day", day: today, dimension: "source", value: "", visitors: 3 },
    { period: "day", day: today, dimension: "device", value: "phone", visitors: 7 },
    { period: "day", day: today, dimension: "country", value: "FR", visitors: 7 },
  ]);
  await db.insert(analyticsConversions).values([
    {
      period: "day",
      day: yesterday,
      kind: "booking",
      landingPath: "/coaching",
      source: "google.com",
      count: 2,
      people: 2,
    },
    { period: "day", day: today, kind: "contact", landingPath: "/faq", source: "", count: 1, people: 1 },
  ]);
}

/** A browser on a computer; each visitor below is an address with it. */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const visitorHeaders = (address: string) => ({ "X-Forwarded-For": address, "User-Agent": BROWSER });

/** The site as visitors reach it, counting their visits with a counter the test writes with `flush`. */
function countedSite() {
  const visits = testVisitCounter(database.db(), "UTC");
  return { visits, site: http.app({ visits, env: { TRUST_PROXY: "true" } }) };
}

/** The visit beacon of the home page, from `address`. */
async function visitHome(site: ReturnType<typeof http.app>, address: string) {
  const response = await site.request("/api/hit", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...visitorHeaders(address) },
    body: new URLSearchParams({ p: "/" }).toString(),
  });
  expect(response.status).toBeLessThan(300);
}

/** The figure of a card, as the page shows it. */
function card(html: string, label: string): string {
  return html.match(new RegExp(`${label}</dt><dd[^>]*>([^<]*)<`))?.[1] ?? "";
}

/** The text of the table row that starts with `name`. */
function rowOf(html: string, name: string): string {
  const start = html.indexOf(`<th scope="row" class="max-w-[16rem] px-3 py-2 font-normal break-words">${name}`);
  expect(start, `a row for ${name}`).toBeGreaterThan(-1);
  return html
    .slice(start, html.indexOf("</tr>", start))
    .replace(/<[^>]+>/g, "|")
    .replace(/\|+/g, "|");
}

describe("/admin/insights", () => {
  it("is refused to a visitor who is not signed in", async () => {
    const response = await http.app().request("/admin/insights");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/admin/login");
  });

  it("shows the totals, the top page and each source's funnel; an empty range shows zeros", async () => {
    const today = todayIn("UTC");
    const empty = await page("/admin/insights?days=7");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain("Nobody was counted in this range.");
    expect(empty.html).toContain("no visits were counted");
    expect(empty.html).toContain('href="/what-this-site-counts"');

    await addTwoDays(today);
    const { html } = await page("/admin/insights?days=7");
    expect(html).toMatch(/People<\/dt><dd[^>]*>17</);
    expect(html).toMatch(/Page views<\/dt><dd[^>]*>44</);
    expect(rowOf(html, "<code")).toContain("/coaching|26|12|");
    expect(rowOf(html, "google.com")).toBe("|google.com|12|0|2|0|0|17%|");
    expect(rowOf(html, DIRECT_OR_UNKNOWN)).toBe(`|${DIRECT_OR_UNKNOWN}|5|1|0|0|0|20%|`);
    expect(rowOf(html, "Phone")).toBe("|Phone|7|100%|");
    // Countries read as their names, with the data's credit beside them.
    expect(rowOf(html, "France")).toBe("|France|7|100%|");
    expect(html).toContain("CC BY 4.0");
  });

  it("shows apart what came without a counted visit, so no rate is over 100%", async () => {
    const today = todayIn("UTC");
    const db = database.db();
    await db.insert(analyticsTotals).values({ period: "day", day: today, views: 1, visitors: 1 });
    await db
      .insert(analyticsSources)
      .values({ period: "day", day: today, dimension: "source", value: "", visitors: 1 });
    // The browsers asked not to be counted: no visit to attribute them to.
    await db.insert(analyticsConversions).values([
      { period: "day", day: today, kind: "booking", landingPath: "", source: "", count: 3 },
      { period: "day", day: today, kind: "signup", landingPath: "", source: "", count: 4 },
    ]);
    const { html } = await page("/admin/insights?days=7");
    expect(html).toMatch(/Rate<\/dt><dd[^>]*>0%</);
    expect(rowOf(html, DIRECT_OR_UNKNOWN)).toBe(`|${DIRECT_OR_UNKNOWN}|1|0|0|0|0|0%|`);
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain(INSIGHTS_TEXTS.withoutVisit("3 bookings, 4 newsletter signups"));
    expect(text).not.toMatch(/\b([2-9]\d\d|1\d[1-9]|1[1-9]\d)%/);
  });

  it("says what is wrong with a custom range, and shows months rolled up long ago", async () => {
    const today = todayIn("UTC");
    for (const [query, message] of [
      ["from=2026-02-30&to=2026-03-01", INSIGHTS_MESSAGES.dateInvalid],
      ["from=2026-03-05&to=2026-03-01", INSIGHTS_MESSAGES.fromAfterTo],
      [`from=${today}&to=${addDays(today, 3)}`, INSIGHTS_MESSAGES.toInFuture],
      ["from=2000-01-01&to=2020-01-01", INSIGHTS_MESSAGES.tooLong],
      ["from=<script>&to=", INSIGHTS_MESSAGES.dateInvalid],
    ]) {
      const refused = await page(`/admin/insights?${query}`);
      expect(refused.status, query).toBe(200);
      expect(refused.html, query).toContain(message);
      expect(refused.html, query).toContain("Showing the last 30 days instead.");
    }

    await database
      .db()
      .insert(analyticsTotals)
      .values([
        { period: "month", day: "2024-03-01", views: 900, visitors: 310 },
        { period: "month", day: "2024-04-01", views: 500, visitors: 190 },
      ]);
    const far = await page("/admin/insights?from=2024-03-10&to=2024-04-30");
    expect(far.status).toBe(200);
    expect(far.html).toMatch(/People<\/dt><dd[^>]*>500</);
    expect(far.html).toContain("Older figures are kept per month");
    expect(far.html).toMatch(/Mar 2024<\/th><td[^>]*>310</);
  });

  it("counts a person once in the rate however often they book and sign up, so no rate is over 100%", async () => {
    const { visits, site } = countedSite();
    await visitHome(site, "203.0.113.10");
    await visitHome(site, "203.0.113.11");
    await visits.flush();
    // The first visitor books twice and signs up twice; the second does nothing.
    const ana = { address: "203.0.113.10", headers: new Headers(visitorHeaders("203.0.113.10")) };
    for (const kind of ["booking", "booking", "signup", "signup"] as const) visits.countConversion(kind, ana);
    await visits.stop();

    const { html } = await page("/admin/insights?days=7");
    expect(card(html, "People")).toBe("2");
    expect(card(html, "Messages, bookings, registrations and signups")).toBe("4");
    expect(card(html, "Rate")).toBe("50%");
    expect(rowOf(html, DIRECT_OR_UNKNOWN)).toBe(`|${DIRECT_OR_UNKNOWN}|2|0|2|0|2|50%|`);
  });

  it("counts a booking that needs approval when the owner approves it, and never one she declines", async () => {
    const db = database.db();
    await db.insert(bookingSettings).values({
      id: 1,
      weeklyHours: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({ weekday, start: "09:00", end: "17:00" })),
    });
    await insertSessionType(db, { slug: "free-consultation", minNoticeMinutes: 1440, confirmation: "approval" });
    const { visits, site } = countedSite();
    const address = "203.0.113.20";
    await visitHome(site, address);
    await visits.flush();

    /** The visitor asks for the `nth` open time of the first day with times, as the booking page's plain forms do. */
    async function requestBooking(nth: number, email: string): Promise<string> {
      const book = "/book/free-consultation";
      const links = async (path: string) =>
        [...(await (await site.request(path)).text()).matchAll(/<a [^>]*href="([^"]+)"/g)]
          .map((match) => (match[1] ?? "").replaceAll("&amp;", "&"))
          .filter((href) => href.startsWith(`${book}?`));
      const day = (await links(book)).find((href) => href.includes("date=") && !href.includes("start="));
      const time = (await links(day as string)).filter((href) => href.includes("start="))[nth] as string;
      const fields = formFieldsOf(await (await site.request(time)).text(), "start")
        .filter(([name]) => name !== "name" && name !== "email")
        .concat([
          ["name", "Ana Diaz"],
          ["email", email],
        ]);
      const options = { origin: null, headers: visitorHeaders(address) };
      // Sent at once, the form asks to confirm; confirmed, the request is in.
      const asked = await (await postForm(site, time, fields, options)).text();
      const sent = await postForm(site, time, formFieldsOf(asked, "start"), options);
      expect(sent.status).toBe(303);
      const token = (sent.headers.get("location") ?? "").split("/")[2]?.split("?")[0] ?? "";
      const [booking] = await db.select().from(bookings).where(eq(bookings.manageToken, token));
      expect(booking?.status).toBe("pending");
      return booking?.id ?? "";
    }

    const declined = await requestBooking(0, "ana@example.com");
    const approved = await requestBooking(1, "ana.diaz@example.com");
    await visits.flush();
    for (const [id, intent] of [
      [declined, "decline"],
      [approved, "approve"],
    ] as const) {
      const decided = await http.submit(`/admin/bookings/${id}`, { intent }, { site });
      expect(decided.headers.get("location")).toBe(`/admin/bookings/${id}`);
    }
    const statuses = await db.select({ id: bookings.id, status: bookings.status }).from(bookings);
    expect(statuses).toEqual(
      expect.arrayContaining([
        { id: declined, status: "declined" },
        { id: approved, status: "confirmed" },
      ]),
    );
    await visits.stop();

    const { html } = await page("/admin/insights?days=7");
    expect(card(html, "Messages, bookings, registrations and signups")).toBe("1");
    expect(card(html, "Rate")).toBe("100%");
    expect(rowOf(html, DIRECT_OR_UNKNOWN)).toBe(`|${DIRECT_OR_UNKNOWN}|1|0|1|0|0|100%|`);
  });
});
