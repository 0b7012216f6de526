import AxeBuilder from "@axe-core/playwright";
import { insertSessionType } from "#tests/setup/booking-rows";
import { expect, test } from "./fixtures/site";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone, Get Started shows a card per bookable session, each leading to its booking page", async ({
  page,
  site,
}) => {
  await insertSessionType(site.db, {
    name: "Money Strategy Session",
    slug: "money-strategy-session",
    description: "About 2.5 hours with your coach, ending with a written, personalised plan.",
    durationMinutes: 150,
    price: "$497",
  });
  await insertSessionType(site.db, {
    name: "Free consultation",
    slug: "free-consultation",
    durationMinutes: 15,
    price: "Free",
  });
  await page.goto(`${site.url}/get-started`);
  await page.locator("html[data-hydrated]").waitFor();

  const cards = page.locator("#registration-form li");
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole("heading")).toHaveText("Free consultation");
  await expect(cards.first()).toContainText("15 minutes");
  await expect(cards.first()).toContainText("Free");
  await expect(cards.nth(1)).toContainText("$497");
  await expect(page.getByRole("link", { name: "Book a time for Free consultation" })).toHaveAttribute(
    "href",
    "/book/free-consultation",
  );
  await expect(page.getByRole("link", { name: "Book a time for Money Strategy Session" })).toHaveAttribute(
    "href",
    "/book/money-strategy-session",
  );
  // The hero's button brings the cards into view.
  await page.getByRole("link", { name: "Choose a time" }).click();
  await expect(page.getByRole("link", { name: "Book a time for Free consultation" })).toBeInViewport();

  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
