import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { adminInvites, auditLog, classRegistrations, heroImages, outboxEmails } from "#db/schema";
import { addClassInstance, addClassType, addTeamMember, addTestimonial } from "#tests/setup/content";
import { expect, test } from "./fixtures/admin";
import { addContactMessage, addEmailSubscriber } from "./fixtures/list-content";

const WIDTH = 390;

test.use({ viewport: { width: WIDTH, height: 844 } });

/** Right edges past the screen of every visible control on the page. */
function controlsPastTheEdge(page: Page) {
  return page.evaluate((width) => {
    return [...document.querySelectorAll<HTMLElement>("a, button, input, select, textarea")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && box.right > width + 0.5;
      })
      .map((element) => `${element.tagName} "${element.textContent?.trim() || element.getAttribute("name")}"`);
  }, WIDTH);
}

async function expectOnScreen(page: Page, actions: Locator[]) {
  for (const action of actions) {
    await expect(action).toBeVisible();
    const box = await action.boundingBox();
    expect(box, `${action}`).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
  }
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(WIDTH);
  expect(await controlsPastTheEdge(page)).toEqual([]);
}

test("every admin list fits a 390 px phone with its row actions on screen", async ({ site, adminPage: page }) => {
  test.setTimeout(120_000);
  const budget = await addClassType(site.db, { title: "Budget Basics for Busy Families", slug: "budget" });
  const onSite = await addClassInstance(site.db, budget.id, {
    location: "Maple Grove Public Library, Community Room B",
    registrationMode: "on_site",
  });
  await site.db.insert(classRegistrations).values({
    classInstanceId: onSite.id,
    firstName: "Priya",
    lastName: "Ramanathan-Okafor",
    email: "priya.ramanathan.okafor@example.com",
    status: "confirmed",
  });
  await addTeamMember(site.db, { name: "Jordan Lee-Whitfield", email: "jordan.lee-whitfield@example.com" });
  await addTestimonial(site.db, { name: "Sam Patel", quote: "It helped me sleep again, and my partner too." });
  await site.db.insert(heroImages).values({
    name: "Sunrise over the lake",
    imageUrl: "https://images.example.com/a-very-long-file-name-for-a-sunrise-over-the-lake.jpg",
    pageAssignment: "home",
    isActive: true,
  });
  await addContactMessage(site.db, {
    name: "Maya Chen",
    email: "maya.chen.with.a.long.address@example.com",
    subject: "Workshop dates for the spring season",
  });
  await addEmailSubscriber(site.db, { email: "hannah.kim.newsletter.reader@example.com" });
  await site.db.insert(outboxEmails).values({
    toAddress: "hannah.kim.newsletter.reader@example.com",
    subject: "Please confirm your subscription to the newsletter",
    textBody: "Confirm",
    event: "subscriber.confirm",
    status: "failed",
    lastError: "connect ECONNREFUSED 127.0.0.1:2525",
  });
  await site.db.insert(adminInvites).values({
    tokenHash: "not-a-real-token-hash",
    email: "second.admin.with.a.long.address@example.com",
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await site.db.insert(auditLog).values({
    action: "class_type.update",
    actorEmail: "owner.with.a.long.address@example.com",
    targetType: "class_type",
    targetId: budget.id,
    details: { changed: ["title", "description", "whatYouGet", "agenda", "testimonials", "status"] },
  });

  const edit = (page: Page) => page.getByRole("link", { name: /^Edit/ }).first();
  const del = (page: Page) => page.getByRole("button", { name: /^Delete/ }).first();
  const lists: [string, (page: Page) => Locator[]][] = [
    ["/admin/class-types", (page) => [edit(page), del(page)]],
    ["/admin/class-instances", (page) => [edit(page), page.getByRole("button", { name: /^Duplicate/ }), del(page)]],
    [
      "/admin/team",
      (page) => [edit(page), del(page), page.getByRole("button", { name: /^Move .* down|^Move .* up/ }).first()],
    ],
    ["/admin/testimonials", (page) => [edit(page), del(page)]],
    ["/admin/hero-images", (page) => [del(page)]],
    ["/admin/inbox", (page) => [del(page)]],
    ["/admin/email-subscribers", (page) => [page.getByRole("button", { name: /^Unsubscribe/ }).first()]],
    ["/admin/faq", (page) => [edit(page), del(page)]],
    ["/admin/users", (page) => [page.getByRole("button", { name: /^Withdraw/ })]],
    [
      "/admin/outbox",
      (page) => [page.getByRole("link", { name: /^View email/ }), page.getByRole("button", { name: /^Retry/ })],
    ],
    ["/admin/activity", () => []],
    [
      `/admin/class-instances/${onSite.id}/attendees`,
      (page) => [page.getByRole("button", { name: /^Check in/ }), page.getByRole("button", { name: /^Cancel/ })],
    ],
  ];
  for (const [path, actions] of lists) {
    await page.goto(`${site.url}${path}`);
    await page.locator("html[data-hydrated]").waitFor();
    await expectOnScreen(page, actions(page));
  }

  // The cards keep the table readable to assistive technology.
  await page.goto(`${site.url}/admin/class-instances`);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("the back office's other pages and forms fit a 390 px phone too", async ({ site, adminPage: page }) => {
  test.setTimeout(90_000);
  for (const path of [
    "/admin/settings",
    "/admin/legal",
    "/admin/backups",
    "/admin/account",
    "/admin/class-types/new",
    "/admin/class-instances/new",
    "/admin/team/new",
    "/admin/testimonials/new",
    "/admin/faq/new",
  ]) {
    await page.goto(`${site.url}${path}`);
    await page.locator("html[data-hydrated]").waitFor();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0), path).toBeLessThanOrEqual(WIDTH);
    expect(await controlsPastTheEdge(page), path).toEqual([]);
  }
});

test("on a phone the Overview and each card's page start on the first screen", async ({ site, adminPage: page }) => {
  await addClassType(site.db);
  for (const path of ["/admin", "/admin/class-types", "/admin/inbox"]) {
    await page.goto(`${site.url}${path}`);
    const heading = path === "/admin" ? page.locator("#tab-heading") : page.locator("main h1");
    await expect(heading).toBeVisible();
    const box = await heading.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844 - 100);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(WIDTH);
  }
});
