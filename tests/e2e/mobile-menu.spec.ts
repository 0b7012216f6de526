import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

test("the mobile menu opens from the keyboard and closes after choosing a page", async ({ page }) => {
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor();
  const button = page.getByRole("button", { name: /Menu/ });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: "Get Started" })).toBeVisible();
  await menu.getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  await expect(menu).toBeHidden();
});

test("Escape and a tap outside close the menu and give focus back to the button", async ({ page }) => {
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor();
  const button = page.getByRole("button", { name: /Menu/ });
  const menu = page.getByRole("navigation", { name: "Mobile" });

  await button.tap();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Coaching" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();

  await button.tap();
  await expect(menu).toBeVisible();
  await page.getByRole("heading", { level: 1 }).tap();
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Menu button still opens the menu, and its links work", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(menu.getByRole("link", { name: "Events" })).toBeVisible();
    await menu.getByRole("link", { name: "Events" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Workshops and events" })).toBeVisible();
  });
});
