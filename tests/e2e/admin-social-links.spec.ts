import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { siteSettings } from "#db/schema";
import { expect, test } from "./fixtures/admin";

const footer = (page: Page) => page.getByRole("contentinfo");

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ")}`)).toEqual([]);
}

test("the owner adds social profiles in Settings and the footer shows them as named icons", async ({
  site,
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  await site.db
    .insert(siteSettings)
    .values({ businessName: "Steady Path", supportEmail: "hello@steadypath.test", timeZone: "UTC" });

  // No profiles: no Follow us column, and the Portal link is still in the footer.
  await page.goto(`${site.url}/about`);
  await expect(footer(page).getByRole("heading", { name: "Follow us" })).toHaveCount(0);
  await expect(footer(page).getByRole("link", { name: "Portal" })).toHaveAttribute("href", "/admin/login");

  await page.goto(`${site.url}/admin/settings`);
  await page.locator("html[data-hydrated]").waitFor();
  const profiles = page.getByRole("group", { name: "Social profiles" });
  await profiles.getByLabel("Profile address 1").fill("https://www.facebook.com/steadypath");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(
    profiles.getByText("This is not an address on Instagram: it should look like https://www.instagram.com/yourname"),
  ).toBeVisible();
  await expect(profiles.getByLabel("Profile address 1")).toHaveAttribute("aria-invalid", "true");
  // The message's long example address wraps on a phone instead of widening the page.
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  await profiles.getByLabel("Network of profile 1").selectOption("Facebook");
  await profiles.getByRole("button", { name: "Add a profile" }).click();
  await profiles.getByLabel("Network of profile 2").selectOption("LinkedIn");
  await profiles.getByLabel("Profile address 2").fill("https://www.linkedin.com/in/steadypath");
  await profiles.getByRole("button", { name: "Add a profile" }).click();
  await profiles.getByLabel("Network of profile 3").selectOption("YouTube");
  await profiles.getByLabel("Profile address 3").fill("https://www.youtube.com/@steadypath");
  await profiles.getByRole("button", { name: "Remove social profile 3" }).click();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expectNoViolations(page);

  let spriteStatus = 0;
  page.on("response", (response) => {
    if (response.url().endsWith("/icons/social.svg")) spriteStatus = response.status();
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/about`);
    await expect(footer(page).getByRole("heading", { name: "Follow us" })).toBeVisible();
    const facebook = footer(page).getByRole("link", { name: "Facebook (opens in a new tab)" });
    await expect(facebook).toHaveAttribute("href", "https://www.facebook.com/steadypath");
    await expect(footer(page).getByRole("link", { name: "LinkedIn (opens in a new tab)" })).toBeVisible();
    await expect(footer(page).getByRole("link", { name: /YouTube/ })).toHaveCount(0);
    // The icon is drawn: 24 pixels square, from the sprite.
    const icon = await facebook.locator("svg").boundingBox();
    expect([icon?.width, icon?.height]).toEqual([24, 24]);
    await footer(page).scrollIntoViewIfNeeded();
    await footer(page).screenshot({ path: test.info().outputPath(`footer-${width}.png`) });
  }
  expect(spriteStatus).toBe(200);
  await expectNoViolations(page);
  const sameAs = await page.evaluate(
    () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? "{}"))
        .find((data) => data["@type"] === "ProfessionalService")?.sameAs,
  );
  expect(sameAs).toEqual(["https://www.facebook.com/steadypath", "https://www.linkedin.com/in/steadypath"]);
});
