import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { classTypes, heroImages, siteSettings } from "#db/schema";
import { HERO_PAGES } from "#rules/allowed-values";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { expect, test } from "./fixtures/admin";
import { addContactMessage, addEmailSubscriber } from "./fixtures/list-content";

const warnings = (page: Page) => page.getByRole("region", { name: "Needs attention" }).getByRole("listitem");
const nextDays = (page: Page) => page.getByRole("region", { name: "Next 14 days" });

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ")}`)).toEqual([]);
}

async function openOverview(page: Page, url: string) {
  await page.goto(`${url}/admin`);
  await page.locator("html[data-hydrated]").waitFor();
}

async function addActiveHeroes(db: Database) {
  await db.insert(heroImages).values(
    HERO_PAGES.map((page) => ({
      name: `${page} hero`,
      imageUrl: `https://images.example.com/${page}.jpg`,
      pageAssignment: page,
      isActive: true,
    })),
  );
}

test("the Overview warns about each gap, links to where it is fixed, and drops it once fixed", async ({
  site,
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  await openOverview(page, site.url);
  await expect(warnings(page)).toHaveText([
    ...["Home", "Coaching", "Events", "About", "FAQ"].map(
      (name) => `The ${name} page has no active hero image.Choose a hero image for the ${name} page`,
    ),
    "No upcoming class dates: the events page lists no classes.Schedule a class",
  ]);
  await expect(nextDays(page)).toContainText("No classes in the next 14 days.");
  await expect(page.getByRole("region", { name: "Unread messages" })).toContainText("No unread messages.");
  await expect(page.getByRole("region", { name: "Newsletter signups this week" })).toContainText(
    "0 new subscribers in the last 7 days",
  );
  await expectNoViolations(page);

  // Each warning's link leads to the place that fixes it.
  await page.getByRole("link", { name: "Choose a hero image for the Coaching page" }).click();
  await expect(page).toHaveURL(`${site.url}/admin/hero-images?assignment=coaching`);
  await expect(page.getByRole("combobox", { name: "Page", exact: true })).toHaveValue("coaching");
  await openOverview(page, site.url);
  await nextDays(page).getByRole("link", { name: "Schedule a class" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Schedule New Class" })).toBeVisible();

  // Heroes on every page: their warnings go.
  await addActiveHeroes(site.db);
  await openOverview(page, site.url);
  await expect(warnings(page)).toHaveText([
    "No upcoming class dates: the events page lists no classes.Schedule a class",
  ]);

  // A published class type without a date.
  const budget = await addClassType(site.db, { title: "Budget Basics", slug: "budget-basics" });
  await openOverview(page, site.url);
  await expect(warnings(page)).toHaveText([
    "No upcoming class dates: the events page lists no classes.Schedule a class",
    "Budget Basics is published but has no upcoming date.Schedule a date for Budget Basics",
  ]);
  await page.getByRole("link", { name: "Schedule a date for Budget Basics" }).click();
  await expect(page).toHaveURL(`${site.url}/admin/class-instances/new?classType=${budget.id}`);
  await expect(page.getByLabel("Class type")).toHaveValue(budget.id);

  // A date for it: nothing is missing, and the date is listed with its seats.
  await addClassInstance(site.db, budget.id, { daysFromToday: 3, capacity: 20, availableSpots: 15 });
  await openOverview(page, site.url);
  await expect(page.getByRole("region", { name: "Needs attention" })).toContainText("Nothing is missing");
  await expect(warnings(page)).toHaveCount(0);
  await expect(nextDays(page).getByRole("listitem")).toHaveCount(1);
  await expect(nextDays(page)).toContainText("Budget Basics");
  await expect(nextDays(page)).toContainText("5 of 20 places taken");

  // An active date under a draft class type.
  const idea = await addClassType(site.db, { title: "New Idea", slug: "new-idea", status: "draft" });
  await addClassInstance(site.db, idea.id, {
    daysFromToday: 5,
    registrationMode: "on_site",
    capacity: 12,
    availableSpots: 12,
  });
  await openOverview(page, site.url);
  await expect(warnings(page)).toHaveText([
    "New Idea is a draft, so its 1 active date does not show on the site.Publish or edit New Idea",
  ]);
  await expect(nextDays(page).getByRole("listitem").nth(1)).toContainText("Not on the site: class type is a draft");
  await expect(nextDays(page).getByRole("listitem").nth(1)).toContainText("0 of 12 places taken");
  await expectNoViolations(page);
  await page.getByRole("link", { name: "Publish or edit New Idea" }).click();
  await expect(page).toHaveURL(`${site.url}/admin/class-types/${idea.id}/edit`);
  await site.db.update(classTypes).set({ status: "active" }).where(eq(classTypes.id, idea.id));
  await openOverview(page, site.url);
  await expect(warnings(page)).toHaveCount(0);

  // A page loses its hero image: its warning is back.
  await site.db.update(heroImages).set({ isActive: false }).where(eq(heroImages.pageAssignment, "about"));
  await openOverview(page, site.url);
  await expect(warnings(page)).toHaveText([
    "The About page has no active hero image.Choose a hero image for the About page",
  ]);
});

test("the Overview shows unread messages that open in the inbox, and this week's signups", async ({
  site,
  adminPage: page,
}) => {
  await addContactMessage(site.db, { name: "Old Reader", subject: "Seen", status: "read" });
  await addContactMessage(site.db, { name: "Maya Chen", subject: "Workshop dates", message: "When is the next one?" });
  await addEmailSubscriber(site.db, { email: "one@example.com" });
  await addEmailSubscriber(site.db, { email: "two@example.com", status: "pending" });
  await openOverview(page, site.url);
  const messages = page.getByRole("region", { name: "Unread messages" });
  await expect(messages.getByRole("listitem")).toHaveCount(1);
  await expect(messages).toContainText("When is the next one?");
  await expect(page.getByRole("region", { name: "Newsletter signups this week" })).toContainText(
    "1 new subscriber in the last 7 days",
  );
  await expect(page.getByRole("region", { name: "Newsletter signups this week" })).toContainText(
    "1 more waiting to confirm their email address",
  );
  await expectNoViolations(page);
  await messages.getByRole("link", { name: "Maya Chen: Workshop dates" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?status=unread&message=/);
  await expect(page.getByRole("dialog")).toContainText("When is the next one?");
});

test("the Overview names each placeholder still live and links to where it is replaced", async ({
  site,
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  await addActiveHeroes(site.db);
  await site.db.insert(siteSettings).values({
    businessName: "Steady Path",
    supportEmail: "support@example.com",
    phone: "+1-973-555-0142",
    postalAddress: "120 Main Street, Suite 210\nMaplewood, NJ 07040",
    timeZone: "UTC",
  });
  const budget = await addClassType(site.db, { title: "Budget Basics", slug: "budget-basics" });
  const first = await addClassInstance(site.db, budget.id, {
    daysFromToday: 3,
    registrationUrl: "https://example.com/register/budget-basics",
  });
  await openOverview(page, site.url);
  const listed = await warnings(page).allTextContents();
  expect(listed.slice(0, 4)).toEqual([
    "The support email is a placeholder (support@example.com): visitors see it in the footer and the FAQ.Set your support email",
    "The phone number is a placeholder (+1-973-555-0142): visitors see it in the footer.Set your phone number or clear it",
    "The postal address is the demo's: visitors see it in the footer.Set your postal address or clear it",
    "No social profiles: the footer has no links to follow you.Add your social profiles",
  ]);
  expect(listed[4]).toMatch(
    /^The Register button of Budget Basics on .+ goes to an example address\.Set the registration link of Budget Basics$/,
  );
  await expectNoViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page
      .getByRole("region", { name: "Needs attention" })
      .screenshot({ path: test.info().outputPath(`placeholders-${width}.png`) });
  }

  await page.getByRole("link", { name: "Set the registration link of Budget Basics" }).click();
  await expect(page).toHaveURL(`${site.url}/admin/class-instances/${first.id}/edit`);
  await openOverview(page, site.url);
  await page.getByRole("link", { name: "Set your support email" }).click();
  await expect(page).toHaveURL(`${site.url}/admin/settings#supportEmail`);
  await page.getByLabel("Support email").fill("hello@steadypath.test");
  await page.getByLabel(/^Phone/).fill("");
  await page.getByLabel("Postal address").fill("");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await openOverview(page, site.url);
  await expect(warnings(page)).toHaveText([
    "No social profiles: the footer has no links to follow you.Add your social profiles",
    /^The Register button of Budget Basics/,
  ]);
});
