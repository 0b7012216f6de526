import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { EXAMPLE_TESTIMONIALS_NOTE, TESTIMONIALS_DISCLAIMER } from "#app/content/disclaimers";
import { issueSetupCode } from "#core/admin-users/issue-setup-code";
import { markDemoRows } from "#core/seed/mark-demo-rows";
import { siteSettings } from "#db/schema";
import { DEMO_CONTENT_MESSAGES, DEMO_PHONE } from "#rules/demo-content";
import { TRASH_MESSAGES } from "#rules/trash";
import { addTestimonial } from "#tests/setup/content";
import { addSubscriber } from "#tests/setup/subscriber-test-rows";
import { expect, test } from "./fixtures/admin";
import type { TestSite } from "./fixtures/site";
import { test as siteTest } from "./fixtures/site";

const toast = (page: Page, message: string) => page.getByRole("status").getByText(message, { exact: true });

/** A little demo content, marked as the seed marks it, beside a testimonial of the owner's own. */
async function addDemoContent(site: TestSite) {
  const demo = await addTestimonial(site.db, {
    name: "Demo Dana",
    quote: "A made-up quote.",
    location: "home_carousel",
  });
  const subscriber = await addSubscriber(site.db, { email: "demo.subscriber@example.com" });
  await markDemoRows({ db: site.db, table: "testimonials", ids: [demo.id] });
  await markDemoRows({ db: site.db, table: "email_subscribers", ids: [subscriber.id] });
  await site.db
    .insert(siteSettings)
    .values({
      businessName: "Steady Path",
      supportEmail: "support@example.com",
      timeZone: "UTC",
      phone: DEMO_PHONE,
    })
    .onConflictDoUpdate({ target: siteSettings.id, set: { phone: DEMO_PHONE } });
}

const PARTS = ["1 testimonial", "1 subscriber", "the demo phone number"];

test("the owner removes the demo content in one step, and Undo or one Restore brings it all back", async ({
  site,
  adminPage: page,
}) => {
  await addDemoContent(site);
  await addTestimonial(site.db, { name: "Own Olga", quote: "Her real client.", location: "home_carousel" });

  await page.goto(`${site.url}/`);
  const carousel = page.getByRole("region", { name: "Client testimonials" });
  await expect(carousel.getByText("Example testimonial")).toHaveCount(1);
  await expect(page.getByText(EXAMPLE_TESTIMONIALS_NOTE)).toBeVisible();

  await page.goto(`${site.url}/admin`);
  const panel = page.getByRole("region", { name: DEMO_CONTENT_MESSAGES.title });
  await expect(panel).toContainText(`Still on your site: ${PARTS.join(", ")}.`);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/demo-content-overview-${width}.png`, fullPage: false });
  }
  await panel.getByRole("button", { name: DEMO_CONTENT_MESSAGES.button }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(DEMO_CONTENT_MESSAGES.question(PARTS));
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await dialog.getByRole("button", { name: DEMO_CONTENT_MESSAGES.button }).click();
  await expect(toast(page, DEMO_CONTENT_MESSAGES.removed)).toBeVisible();
  await expect(panel).toHaveCount(0);

  // Undo in the toast brings it all back.
  await page.getByRole("status").getByRole("button", { name: TRASH_MESSAGES.undo }).click();
  await expect(page.getByRole("status").getByText(/^Restored "Demo content/)).toBeVisible();
  await page.reload();
  await expect(panel).toContainText(PARTS.join(", "));

  // Removed again: the home page shows only her own testimonial, with the claim that it is real.
  await panel.getByRole("button", { name: DEMO_CONTENT_MESSAGES.button }).click();
  await dialog.getByRole("button", { name: DEMO_CONTENT_MESSAGES.button }).click();
  await expect(toast(page, DEMO_CONTENT_MESSAGES.removed)).toBeVisible();
  await page.goto(`${site.url}/`);
  await expect(page.getByText("Her real client.")).toBeVisible();
  await expect(page.getByText("A made-up quote.")).toHaveCount(0);
  await expect(page.getByText(TESTIMONIALS_DISCLAIMER)).toBeVisible();
  await expect(page.getByText("Example testimonial")).toHaveCount(0);

  // Settings shows the phone cleared, and offers nothing more to remove.
  await page.goto(`${site.url}/admin/settings`);
  await expect(page.getByLabel(/^Phone/)).toHaveValue("");
  await expect(panel).toHaveCount(0);

  // One entry in the Trash; its Restore brings every row back.
  await page.goto(`${site.url}/admin/trash`);
  const row = page.getByRole("row", { name: /Demo content/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(DEMO_CONTENT_MESSAGES.trashTitle(PARTS));
  await row.getByRole("button", { name: /^Restore Demo content/ }).click();
  await expect(row).toHaveCount(0);
  await page.goto(`${site.url}/admin/settings`);
  await expect(page.getByLabel(/^Phone/)).toHaveValue(DEMO_PHONE);
  await expect(panel).toContainText(PARTS.join(", "));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/demo-content-settings-${width}.png` });
  }
  await page.goto(`${site.url}/`);
  await expect(page.getByText("A made-up quote.")).toBeAttached();
});

siteTest("on the setup page the owner starts without the demo content", async ({ page, site }) => {
  await addDemoContent(site);
  const code = await issueSetupCode({ db: site.db });
  await page.goto(`${site.url}/admin/setup`);
  const choice = page.getByRole("group", { name: DEMO_CONTENT_MESSAGES.setupLegend });
  await expect(choice.getByLabel(DEMO_CONTENT_MESSAGES.setupWith)).toBeChecked();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `test-results/demo-content-setup-${width}.png`, fullPage: true });
  }
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await page.getByLabel("Setup code").fill(code ?? "");
  await page.getByLabel("Your name").fill("Olivia");
  await page.getByLabel("Email").fill("olivia@example.com");
  await page.getByLabel("Password (at least 12 characters)").fill("a long enough password");
  await page.getByLabel("Password again").fill("a long enough password");
  await choice.getByLabel(DEMO_CONTENT_MESSAGES.setupWithout).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByLabel(/^Phone/)).toHaveValue("");
  await expect(page.getByRole("region", { name: DEMO_CONTENT_MESSAGES.title })).toHaveCount(0);
  await page.goto(`${site.url}/`);
  await expect(page.getByText("A made-up quote.")).toHaveCount(0);
  await page.goto(`${site.url}/admin/trash`);
  await expect(page.getByRole("row", { name: /Demo content/ })).toHaveCount(1);
});
