import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "#core/dates";
import { analyticsTotals } from "#db/schema";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";

/** The dashboard's Overview as the server renders it, and the class form it links to. */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });

async function page(path: string) {
  const response = await http.app().request(path, { headers: { Cookie: http.session.cookie } });
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

describe("the dashboard's Overview", () => {
  it("renders its panels, warnings and empty states on the server", async () => {
    const empty = await page("/admin");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain("Welcome to the Admin Portal");
    expect(empty.html).toContain("The Home page has no active hero image.");
    expect(empty.html).toContain('href="/admin/hero-images?assignment=home"');
    expect(empty.html).toContain("No upcoming class dates: the events page lists no classes.");
    expect(empty.html).toContain("No classes in the next 14 days.");
    expect(empty.html).toContain("No unread messages.");

    const budget = await addClassType(database.db(), { title: "Budget Basics" });
    const soon = await addClassInstance(database.db(), budget.id, {
      daysFromToday: 2,
      capacity: 30,
      availableSpots: 1,
    });
    const filled = await page("/admin");
    expect(filled.html).not.toContain("No upcoming class dates");
    expect(filled.html).toContain(`href="/admin/class-instances/${soon.id}/edit"`);
    expect(filled.html).toContain("29 of 30 places taken");
  });

  it("opens the class form with the class type a warning names, and ignores one that does not exist", async () => {
    const budget = await addClassType(database.db(), { title: "Budget Basics" });
    const chosen = await page(`/admin/class-instances/new?classType=${budget.id}`);
    expect(chosen.status).toBe(200);
    expect(chosen.html).toMatch(new RegExp(`<option value="${budget.id}" selected="">`));

    for (const asked of ["not-a-class-type", "00000000-0000-4000-8000-000000000000", ""]) {
      const plain = await page(`/admin/class-instances/new?classType=${asked}`);
      expect(plain.status).toBe(200);
      expect(plain.html).not.toMatch(new RegExp(`<option value="${budget.id}" selected`));
      expect(plain.html).toContain(`<option value="${budget.id}">`);
    }
  });

  it("shows the last 7 days' visitors as Insights does, today's included, and opens Insights on those 7 days", async () => {
    const today = todayIn("UTC");
    await database
      .db()
      .insert(analyticsTotals)
      .values([
        // The last 7 days, today included: Insights' "Last 7 days".
        { period: "day", day: today, views: 10, visitors: 4 },
        { period: "day", day: addDays(today, -1), views: 40, visitors: 16 },
        { period: "day", day: addDays(today, -6), views: 16, visitors: 12 },
        // The 7 days before.
        { period: "day", day: addDays(today, -7), views: 50, visitors: 20 },
        { period: "day", day: addDays(today, -13), views: 20, visitors: 5 },
        { period: "day", day: addDays(today, -14), views: 999, visitors: 999 },
      ]);
    const { html } = await page("/admin");
    const card = html.slice(html.indexOf('id="overview-visits"'), html.indexOf('id="overview-backups"'));
    const text = card.replace(/<[^>]+>/g, "");
    expect(text).toContain("Last 7 days");
    expect(text).toContain("32 people, up 28% on the 7 days before66 page views, down 6% on the 7 days before");
    const link = /href="(\/admin\/insights[^"]*)"/.exec(card)?.[1] ?? "";
    expect(link).toBe("/admin/insights?days=7");

    // The page it opens shows the same range and the same figures.
    const insights = await page(link);
    const figures = insights.html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(insights.html).toMatch(/aria-current="page"[^>]*>Last 7 days</);
    expect(figures).toContain("People 32");
    expect(figures).toContain("Page views 66");
  });
});
