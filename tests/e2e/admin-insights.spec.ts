import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { addDays, todayIn } from "#core/dates";
import { seedDemoVisits } from "#core/seed/seed-demo-visits";
import { expect, test } from "./fixtures/admin";

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ")}`)).toEqual([]);
}

async function openInsights(page: Page, address: string) {
  await page.goto(address);
  await page.locator("html[data-hydrated]").waitFor();
}

test("the Insights page shows the demo's visits at 1280 and 390 px, fits a phone and passes axe", async ({
  site,
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const today = todayIn("UTC");
  await seedDemoVisits({ db: site.db, today });
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openInsights(page, `${site.url}/admin/insights?days=90`);
    await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("img", { name: "People and page views over time" })).toBeVisible();
    const sources = page.getByRole("table", { name: "Where people came from, and what they did" });
    await expect(sources.getByRole("rowheader", { name: "google.com" })).toBeVisible();
    await expect(sources.getByRole("rowheader", { name: "Direct or unknown" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Campaigns, and what people did" })).toContainText("spring-workshop");
    await expect(page.getByRole("table", { name: "Devices" }).getByRole("rowheader", { name: "Phone" })).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(width);
    await expectNoViolations(page);
    await page.screenshot({ path: test.info().outputPath(`insights-${width}.png`), fullPage: true });
  }

  // The chart's figures as a table: one row per day.
  await page.getByText("The figures as a table").click();
  const figures = page.getByRole("table", { name: "People and page views per day" });
  await expect(figures.getByRole("row")).toHaveCount(91);
  await expectNoViolations(page);

  // Chosen dates: a week of the demo, then a range that ends before it begins.
  await page.getByLabel("From", { exact: true }).fill(addDays(today, -14));
  await page.getByLabel("To", { exact: true }).fill(addDays(today, -8));
  await page.getByRole("button", { name: "Show these dates" }).click();
  await expect(page).toHaveURL(/from=.*&to=/);
  await expect(figures.getByRole("row")).toHaveCount(8);
  await page.getByLabel("From", { exact: true }).fill(addDays(today, -2));
  await page.getByRole("button", { name: "Show these dates" }).click();
  await expect(page.getByRole("alert")).toContainText("The start date must be on or before the end date.");
});
