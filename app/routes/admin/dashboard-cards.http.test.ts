import { describe, expect, it } from "vitest";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";

/** The dashboard's cards each open a page of their own; the former tab addresses lead there (decision 061). */

const database = withTestDatabase();
const http = withAdminHttp(database);

const get = (path: string) => http.app().request(path, { headers: { Cookie: http.session.cookie } });
const text = async (path: string) => (await (await get(path)).text()).replaceAll("<!-- -->", "");

describe("the dashboard's cards", () => {
  it("are plain links to each manager's own page, and the Overview is the dashboard", async () => {
    const html = await text("/admin");
    const nav = html.slice(
      html.indexOf('aria-label="Dashboard sections"'),
      html.indexOf("</nav>", html.indexOf("Dashboard sections")),
    );
    const hrefs = [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([
      "/admin",
      "/admin/class-types",
      "/admin/class-instances",
      "/admin/team",
      "/admin/testimonials",
      "/admin/hero-images",
      "/admin/inbox",
      "/admin/email-subscribers",
      "/admin/outbox",
    ]);
    expect(nav).not.toContain("tab=");
    for (const [path, heading] of [
      ["/admin/class-types", "Class Types"],
      ["/admin/class-instances", "Scheduled Classes"],
      ["/admin/testimonials", "Testimonials"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    }
  });

  it("sends each former tab address to its page for good, with its search and filters", async () => {
    for (const [from, to] of [
      ["/admin?tab=events", "/admin/class-types"],
      ["/admin?tab=classes&status=draft", "/admin/class-instances?status=draft"],
      ["/admin?tab=users", "/admin/team"],
      ["/admin?tab=testimonials&location=home_carousel&q=ana", "/admin/testimonials?location=home_carousel&q=ana"],
      ["/admin?tab=inbox&status=unread", "/admin/inbox?status=unread"],
      ["/admin?tab=overview", "/admin"],
      ["/admin?tab=nonsense", "/admin"],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("lists coming class dates first, soonest first, then past dates under their own heading, marked Past", async () => {
    const budget = await addClassType(database.db(), { title: "Budget Basics" });
    await addClassInstance(database.db(), budget.id, { daysFromToday: 9, location: "Later Hall" });
    await addClassInstance(database.db(), budget.id, { daysFromToday: -3, location: "Past Hall", status: "active" });
    await addClassInstance(database.db(), budget.id, { daysFromToday: 2, location: "Soon Hall" });
    const html = await text("/admin/class-instances");
    const order = ["Soon Hall", "Later Hall", "Past dates", "Past Hall"].map((words) => html.indexOf(words));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const pastSection = html.slice(html.indexOf("Past dates"));
    expect(pastSection).toMatch(/>Past<\/span>/);
    expect(pastSection).not.toMatch(/>Active<\/span>/);
  });
});
