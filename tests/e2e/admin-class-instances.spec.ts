import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { addDays } from "#core/dates";
import { CLASS_INSTANCE_MESSAGES as M } from "#rules/class-instance";
import { addClassInstance, addClassType, today } from "#tests/setup/content";
import { expect, test } from "./fixtures/admin";

const toast = (page: Page, message: string) => page.getByRole("status").getByText(message, { exact: true });
const error = (page: Page, message: string) => page.getByText(message, { exact: true });

test("an admin schedules a class, with every message on the way, and it shows on the events page", async ({
  site,
  adminPage: page,
}) => {
  await addClassType(site.db, { title: "Budget Basics" });
  await addClassType(site.db, { title: "Draft Idea", slug: "draft-idea", status: "draft" });
  await page.goto(`${site.url}/admin/class-instances`);
  await expect(page.getByText("No scheduled classes found")).toBeVisible();
  await expect(page.getByText("Schedule your first class to get started")).toBeVisible();
  await page.getByRole("link", { name: "Schedule New Class" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Schedule New Class" })).toBeVisible();
  await expect(page.getByLabel("Class type").getByRole("option")).toHaveText([
    "Select a class type",
    "Budget Basics",
    "Draft Idea (draft)",
  ]);
  const date = page.getByLabel("Date");
  await expect(date).toHaveAttribute("min", today());
  await expect(page.getByLabel("Status")).toHaveValue("draft");

  // Available spots follow the capacity while it is typed, on a new class.
  const capacity = page.getByLabel("Capacity");
  const spots = page.getByLabel("Available spots");
  await expect(capacity).toHaveValue("50");
  await expect(spots).toHaveValue("50");
  await capacity.fill("0");
  await expect(spots).toHaveValue("0");

  const schedule = page.getByRole("button", { name: "Schedule Class" });
  await schedule.click();
  await expect(page.getByRole("alert")).toHaveText(M.fixErrors);
  for (const message of [
    M.classTypeRequired,
    M.dateRequired,
    M.timeRequired,
    M.locationRequired,
    M.priceRequired,
    M.capacityPositive,
  ])
    await expect(error(page, message)).toBeVisible();

  await page.getByLabel("Class type").selectOption({ label: "Budget Basics" });
  await expect(error(page, M.classTypeRequired)).toHaveCount(0);
  await date.fill(addDays(today(), -1));
  await page.getByLabel("Time").fill("6:30 PM ET");
  await page.getByLabel("Location").fill("Community Hall, Room 2");
  await page.getByLabel("Where").selectOption({ label: "In person" });
  await page.getByLabel("Duration (minutes)").fill("5");
  await page.getByLabel("Price").fill("Free");
  await capacity.fill("20");
  await expect(spots).toHaveValue("20");
  await spots.fill("25");
  await page.getByLabel("Registration URL").fill("not a link");
  await schedule.click();
  for (const message of [
    M.datePast,
    M.spotsAboveCapacity,
    M.invalidUrl,
    M.durationInvalid,
    M.streetAddressRequired,
    M.addressLocalityRequired,
    M.addressRegionRequired,
    M.postalCodeRequired,
  ])
    await expect(error(page, message)).toBeVisible();
  await page.getByLabel("Duration (minutes)").fill("90");
  await page.getByRole("textbox", { name: "Street address", exact: true }).fill("12 Oak Avenue");
  await page.getByRole("textbox", { name: "City", exact: true }).fill("Maplewood");
  await page.getByRole("textbox", { name: "State", exact: true }).fill("NJ");
  await page.getByRole("textbox", { name: "ZIP code", exact: true }).fill("07040");

  await spots.fill("-1");
  await schedule.click();
  await expect(error(page, M.spotsNegative)).toBeVisible();

  await date.fill(addDays(today(), 3));
  await expect(error(page, M.datePast)).toHaveCount(0);
  await spots.fill("12");
  await page.getByLabel("Registration URL").fill("https://example.com/register");
  await page.getByLabel("Status").selectOption("active");
  await schedule.click();
  await expect(toast(page, M.created)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/class-instances$/);
  await expect(
    page.getByRole("row", {
      name: /^Budget Basics .* 6:30 PM ET Community Hall, Room 2 Free 8 of 20 places taken Active/,
    }),
  ).toBeVisible();

  await page.goto(`${site.url}/events`);
  const event = page.getByRole("listitem").filter({ hasText: "Community Hall, Room 2" });
  await expect(event).toContainText("Budget Basics");
  await expect(event).toContainText("12 spots left");
  await expect(event).toContainText("Community Hall, Room 2, 12 Oak Avenue, Maplewood, NJ 07040");
});

test("an admin edits, duplicates and deletes a scheduled class", async ({ site, adminPage: page }) => {
  const classType = await addClassType(site.db);
  const instance = await addClassInstance(site.db, classType.id, {
    capacity: 30,
    availableSpots: 4,
    registrationUrl: "https://example.com/r",
  });

  await page.goto(`${site.url}/admin/class-instances`);
  const rows = page.getByRole("table", { name: "Scheduled classes" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await page.getByRole("link", { name: /^Edit Budget Basics/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Class Instance" })).toBeVisible();
  await expect(page.getByLabel("Date")).toHaveValue(instance.date);

  // On edit the spots stay as they are when the capacity changes.
  await page.getByLabel("Capacity").fill("40");
  await expect(page.getByLabel("Available spots")).toHaveValue("4");
  await page.getByLabel("Location").fill("Library, Floor 3");
  await page.getByRole("button", { name: "Update Class" }).click();
  await expect(toast(page, M.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/class-instances$/);

  await page.goto(`${site.url}/events`);
  await expect(page.getByText("Library, Floor 3")).toBeVisible();
  await expect(page.getByText("Online (Zoom)")).toHaveCount(0);

  await page.goto(`${site.url}/admin/class-instances`);
  await page.getByRole("button", { name: /^Duplicate Budget Basics/ }).click();
  await expect(toast(page, M.duplicated)).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: "Draft" })).toContainText("0 of 40 places taken");
  await expect(rows.filter({ hasText: "Active" })).toContainText("36 of 40 places taken");

  await page.getByLabel("Status").selectOption("draft");
  await expect(rows).toHaveCount(2);
  await page.getByRole("button", { name: /^Delete Budget Basics/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to delete Budget Basics on");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, M.deleted)).toBeVisible();
  await expect(page.getByText("No scheduled classes found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();

  await page.goto(`${site.url}/admin/class-instances/00000000-0000-4000-8000-000000000000/edit`);
  await expect(page).toHaveURL(/\/admin\/class-instances$/);
  await expect(page.getByText(M.notFound)).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`at ${width} px coming dates come first and past ones follow marked Past, with places said one way`, async ({
    site,
    adminPage: page,
  }) => {
    const budget = await addClassType(site.db, { title: "Budget Basics" });
    await addClassInstance(site.db, budget.id, {
      daysFromToday: -5,
      location: "Past Hall",
      status: "active",
      capacity: 12,
      availableSpots: 3,
    });
    const onSite = await addClassInstance(site.db, budget.id, {
      daysFromToday: 3,
      location: "Soon Hall",
      registrationMode: "on_site",
      capacity: 12,
      availableSpots: 12,
    });
    await addClassInstance(site.db, budget.id, {
      daysFromToday: 20,
      location: "Later Hall",
      capacity: 40,
      availableSpots: 40,
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/admin`);
    await page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: /^Scheduled Classes/ })
      .click();
    await expect(page).toHaveURL(`${site.url}/admin/class-instances`);
    await page.locator("html[data-hydrated]").waitFor();

    const coming = page.getByRole("table", { name: "Scheduled classes" }).getByRole("row");
    await expect(coming.filter({ hasText: "Hall" })).toHaveCount(2);
    await expect(coming.nth(1)).toContainText("Soon Hall");
    await expect(coming.nth(1)).toContainText("0 of 12 places taken");
    await expect(coming.nth(2)).toContainText("Later Hall");
    await expect(coming.nth(2)).toContainText("0 of 40 places taken");
    await expect(page.getByRole("heading", { level: 2, name: "Past dates" })).toBeVisible();
    const past = page.getByRole("table", { name: "Past dates" }).getByRole("row").filter({ hasText: "Past Hall" });
    await expect(past).toContainText("9 of 12 places taken");
    await expect(past.getByText("Past", { exact: true })).toBeVisible();
    await expect(past.getByText("Active", { exact: true })).toHaveCount(0);

    // The Attendees button keeps its label on one line inside its border.
    const attendees = page.getByRole("link", { name: /^Attendees/ });
    const box = await attendees.boundingBox();
    const lineHeight = await attendees.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(lineHeight * 2);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(width);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

    await attendees.click();
    await expect(page).toHaveURL(`${site.url}/admin/class-instances/${onSite.id}/attendees`);
    await expect(page.getByText("0 of 12 places taken", { exact: false })).toBeVisible();
    await page.getByRole("link", { name: "← Scheduled Classes" }).click();
    await expect(page).toHaveURL(`${site.url}/admin/class-instances`);
  });
}
