import AxeBuilder from "@axe-core/playwright";
import { issueSetupCode } from "#core/admin-users/issue-setup-code";
import { totpCodeAt } from "#core/auth/totp";
import { updateTeamMember } from "#core/team/update-team-member";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor-texts";
import { ADMIN } from "#tests/e2e/admin-account";
import { addTeamMember } from "#tests/setup/content";
import { testActor } from "#tests/setup/content-writes";
import { expect, test } from "./fixtures/admin";
import { test as siteTest } from "./fixtures/site";

test("a new support email in the settings shows in the public footer", async ({ adminPage: page, site }) => {
  await page.goto(`${site.url}/admin/settings`);
  await page.getByLabel("Support email").fill("hello@bright.example");
  await page.getByLabel(/^Phone/).fill("+1 555 010 2030");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await page.goto(`${site.url}/`);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "hello@bright.example" })).toHaveAttribute(
    "href",
    "mailto:hello@bright.example",
  );
  await expect(footer.getByRole("link", { name: "+1 555 010 2030" })).toBeVisible();
});

test("a question added in the FAQ manager shows on /faq and in its FAQPage data", async ({ adminPage: page, site }) => {
  await page.goto(`${site.url}/admin/faq`);
  await page.getByRole("link", { name: "Add New Question" }).click();
  await page.getByLabel("Category").selectOption("Pricing");
  await page.getByRole("textbox", { name: "Question" }).fill("Do you offer gift vouchers?");
  await page.getByRole("textbox", { name: "Answer" }).fill("Yes.\n\nAsk us for a voucher for any session.");
  await page.getByRole("button", { name: "Create Question" }).click();
  await expect(page.getByText("Question created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  const pricing = page.getByRole("table", { name: "Pricing questions" });
  await expect(pricing.getByRole("row").last()).toContainText("Do you offer gift vouchers?");
  // Keyboard: move it up one place.
  await pricing.getByRole("button", { name: 'Move "Do you offer gift vouchers?" up' }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Display order updated successfully")).toBeVisible();
  await expect(pricing.getByRole("row").nth(-2)).toContainText("Do you offer gift vouchers?");

  await page.goto(`${site.url}/faq`);
  await expect(page.getByRole("button", { name: "Do you offer gift vouchers?" })).toBeVisible();
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(data.some((text) => text.includes('"FAQPage"') && text.includes("Do you offer gift vouchers?"))).toBe(true);
});

test("two-factor sign-in: set up with the QR code's key, then sign in with a code", async ({
  adminPage: page,
  site,
}) => {
  await page.goto(`${site.url}/admin/account`);
  await page.getByRole("link", { name: "Set up two-factor sign-in" }).click();
  await page.getByRole("button", { name: "Set Up" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.locator("code").first().textContent()) ?? "";
  await page.getByLabel("Code from the app").fill(totpCodeAt(secret, new Date()));
  await page.getByRole("button", { name: "Turn On" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);

  // Logging out lands on the sign-in page; going there before the logout has
  // finished would find the session still valid and be sent to the dashboard.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // The code of the next 30-second step: the current one was used to turn it on.
  await page.getByLabel("Code").fill(totpCodeAt(secret, new Date(Date.now() + 30_000)));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(`Welcome, ${ADMIN.name}`)).toBeVisible();

  // While it is on, the page offers no new setup, and new recovery codes need the password.
  await page.goto(`${site.url}/admin/account/two-factor`);
  await expect(page.getByRole("button", { name: "Set Up" })).toHaveCount(0);
  const renew = page.getByRole("region", { name: "Recovery codes", exact: true });
  await renew.getByLabel("Current password").fill("not my password");
  await renew.getByRole("button", { name: "Make New Recovery Codes" }).click();
  await expect(renew.getByRole("alert")).toHaveText(TWO_FACTOR_MESSAGES.passwordInvalid);
  await expect(page.getByRole("region", { name: "Turn off two-factor sign-in" }).getByRole("alert")).toHaveCount(0);
  await renew.getByLabel("Current password").fill(ADMIN.password);
  await renew.getByRole("button", { name: "Make New Recovery Codes" }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.recoveryCodesRenewed)).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
});

siteTest("on an empty database the owner creates her account in the browser", async ({ page, site }) => {
  const code = await issueSetupCode({ db: site.db });
  await page.goto(`${site.url}/admin`);
  await expect(page).toHaveURL(/\/admin\/setup$/);
  await page.getByLabel("Setup code").fill("WRONG-CODE");
  await page.getByLabel("Your name").fill("Olivia");
  await page.getByLabel("Email").fill("olivia@example.com");
  await page.getByLabel("Password (at least 12 characters)").fill("a long enough password");
  await page.getByLabel("Password again").fill("a long enough password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(/That setup code is not right/)).toBeVisible();
  await page.getByLabel("Setup code").fill(code ?? "");
  await page.getByLabel("Password (at least 12 characters)").fill("a long enough password");
  await page.getByLabel("Password again").fill("a long enough password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByText("Welcome, Olivia")).toBeVisible();
  // The setup page is gone: it leads to sign-in, which sends a signed-in admin on to the dashboard.
  await page.goto(`${site.url}/admin/setup`);
  await expect(page).toHaveURL(/\/admin$/);
});

for (const width of [1280, 390]) {
  test(`at ${width} px the activity log reads in sentences with names, also of a member deleted for good`, async ({
    adminPage: page,
    site,
  }) => {
    const jane = await addTeamMember(site.db, { name: "Jane Doe", displayOrder: 1 });
    await addTeamMember(site.db, { name: "John Smith", displayOrder: 2 });
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/admin/team`);
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: "Move John Smith up" }).click();
    await expect(page.getByRole("status").getByText("Display order updated successfully")).toBeVisible();
    const saved = await updateTeamMember({
      db: site.db,
      id: jane.id,
      input: { name: "Jane Q. Doe", role: "Lead Coach", bio: "Coach", status: "active", displayOrder: "2" },
      actor: testActor,
    });
    expect(saved.ok).toBe(true);

    await page.goto(`${site.url}/admin/activity`);
    const log = page.getByRole("table", { name: "Activity" });
    await expect(log.getByText("Team member Jane Q. Doe updated: name, role")).toBeVisible();
    await expect(log.getByText("Moved John Smith above Jane Q. Doe")).toBeVisible();
    await expect(log).not.toContainText(jane.id.slice(0, 8));
    await expect(log).not.toContainText("{");
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(width);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });
}
