import { expect, test } from "@playwright/test";

test("the mobile menu opens from the keyboard and closes after choosing a page", async ({ page }) => {
  await page.goto("/");
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
