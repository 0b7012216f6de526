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

  it("shows this week's visitors and page views against last week's, and links to Insights", async () => {
    const today = todayIn("UTC");
    await database
      .db()
      .insert(analyticsTotals)
      .values([
        // Today is not over: it waits for next week's comparison.
        { period: "day", day: today, views: 999, visitors: 999 },
        { period: "day", day: addDays(today, -1), views: 40, visitors: 16 },
        { period: "day", day: addDays(today, -7), views: 16, visitors: 12 },
        { period: "day", day: addDays(today, -8), views: 50, visitors: 20 },
        { period: "day", day: addDays(today, -14), views: 20, visitors: 5 },
        { period: "day", day: addDays(today, -15), views: 999, visitors: 999 },
      ]);
    const { html } = await page("/admin");
    const card = html.slice(html.indexOf(">Visitors this week<"), html.indexOf(">Backups<"));
    expect(card.replace(/<[^>]+>/g, "")).toContain(
      "28 people, up 12% on last week56 page views, down 20% on last week",
    );
    expect(card).toContain('href="/admin/insights"');
  });
});
