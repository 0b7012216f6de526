import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures/admin";

/** The feed's path, fetched from the server under test (the address names the configured site). */
const pathOf = (address: string) => new URL(address).pathname;

test("the owner makes her calendar address, makes a new one after a warning, and gives her outside calendar's address", async ({
  site,
  adminPage: page,
}) => {
  await page.goto(`${site.url}/admin/booking-calendar`);
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("heading", { level: 1, name: "Calendar feeds" })).toBeVisible();
  await page.getByRole("button", { name: "Make my calendar address" }).click();
  const address = page.getByLabel("Your calendar address");
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const first = await address.inputValue();
  expect((await page.request.get(`${site.url}${pathOf(first)}`)).status()).toBe(200);

  await page.getByRole("button", { name: "Make a new address" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("The address you use now stops working");
  await dialog.getByRole("button", { name: "Make a new address" }).click();
  await expect(page.getByText("A new address is made. The old address no longer works.").last()).toBeVisible();
  await expect(address).not.toHaveValue(first);
  expect((await page.request.get(`${site.url}${pathOf(first)}`)).status()).toBe(404);
  expect((await page.request.get(`${site.url}${pathOf(await address.inputValue())}`)).status()).toBe(200);

  const field = page.getByLabel("Secret address in iCal format");
  await field.fill("http://calendar.example.com/basic.ics");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Enter an address that starts with https://")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill("https://calendar.example.com/private/basic.ics");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Saved. Your calendar is read within 15 minutes.")).toBeVisible();
  await expect(page.getByText("Not read yet: this happens within 15 minutes.")).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
});
