import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/admin";

const PASTED_FROM_WORD = "What we cover:\n•\tBudgeting\n•\tSaving\n•\tInvesting\n\nSteady Money\n12 Harbour Road";

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

for (const width of [1280, 390] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the terms editor previews the text as she types, with the public page's renderer", async ({
      site,
      adminPage: page,
    }) => {
      await page.goto(`${site.url}/admin/legal/terms`);
      await page.locator("html[data-hydrated]").waitFor();
      const text = page.getByRole("textbox", { name: "Text" });
      const preview = page.getByRole("region", { name: /^Preview/ });
      await expect(preview).toBeVisible();
      await expectNoViolations(page);

      await text.fill("");
      await text.pressSequentially("## Our fees\nPaid monthly");
      await expect(preview.getByRole("heading", { name: "Our fees" })).toBeVisible();
      await expect(preview.locator("p")).toHaveText("Paid monthly");
      await text.fill(PASTED_FROM_WORD);
      await expect(preview.getByRole("listitem")).toHaveText(["Budgeting", "Saving", "Investing"]);
      // A single line break stays a line break.
      await expect(preview.locator("p", { hasText: "Steady Money" }).locator("br")).toHaveCount(1);
      await expectNoViolations(page);

      // Beside the text on a wide screen, below it on a phone.
      const textBox = await text.boundingBox();
      const previewBox = await preview.boundingBox();
      if (!textBox || !previewBox) throw new Error("not laid out");
      if (width === 1280) expect(previewBox.x).toBeGreaterThan(textBox.x + textBox.width);
      else expect(previewBox.y).toBeGreaterThan(textBox.y + textBox.height);
      await page.screenshot({ path: test.info().outputPath(`terms-editor-${width}.png`), fullPage: true });

      await page.getByRole("button", { name: "Save Page" }).click();
      await expect(page).toHaveURL(/\/admin\/legal$/);
      await page.goto(`${site.url}/terms`);
      await expect(page.getByRole("listitem").filter({ hasText: "Investing" })).toBeVisible();
      await expect(page.locator("p", { hasText: "Steady Money" }).locator("br")).toHaveCount(1);
    });
  });
}

test("an FAQ answer pasted from Word shows as a list in the preview and on the FAQ page", async ({
  site,
  adminPage: page,
}) => {
  await page.goto(`${site.url}/admin/faq/new`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Question").fill("What do sessions cover?");
  await page
    .getByRole("textbox", { name: "Answer" })
    .fill("We look at:\n· your budget\n· your debts\n\n1) Book\n2) Meet");
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.locator("ul > li")).toHaveText(["your budget", "your debts"]);
  await expect(preview.locator("ol > li")).toHaveText(["Book", "Meet"]);
  await page.getByRole("button", { name: "Create Question" }).click();
  await expect(page).toHaveURL(/\/admin\/faq$/);

  await page.goto(`${site.url}/faq`);
  await expect(page.locator("li", { hasText: "your debts" }).first()).toBeAttached();
  await expect(page.locator("ol li", { hasText: "Meet" }).first()).toBeAttached();
});
