import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "#core/dates";
import { analyticsConversions, analyticsPages, analyticsSources, analyticsTotals } from "#db/schema";
import { DIRECT_OR_UNKNOWN, INSIGHTS_MESSAGES, INSIGHTS_TEXTS } from "#rules/analytics-insights";
import { withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";

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
    { period: "day", day: yesterday, kind: "booking", landingPath: "/coaching", source: "google.com", count: 2 },
    { period: "day", day: today, kind: "contact", landingPath: "/faq", source: "", count: 1 },
  ]);
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
});
