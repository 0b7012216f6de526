import type { Page } from "@playwright/test";
import { CLASS_TYPE_MESSAGES } from "#rules/class-type";
import { TESTIMONIAL_MESSAGES, testimonialDeleteQuestion } from "#rules/testimonial";
import { TRASH_MESSAGES } from "#rules/trash";
import { addClassType, addTestimonial } from "#tests/setup/content";
import { expect, test } from "./fixtures/admin";

const toast = (page: Page, message: string) => page.getByRole("status").getByText(message, { exact: true });

test("a deleted testimonial comes back with Undo in the toast, still offered after the usual 5 seconds", async ({
  site,
  adminPage: page,
}) => {
  await addTestimonial(site.db, { name: "Priya N.", quote: "I sleep again.", location: "home_carousel" });
  await page.goto(`${site.url}/admin/testimonials`);
  await page.getByRole("button", { name: "Delete testimonial from Priya N." }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(testimonialDeleteQuestion("Priya N."));
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, TESTIMONIAL_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByRole("row", { name: /Priya N\./ })).toHaveCount(0);

  await page.waitForTimeout(6000);
  await page.getByRole("status").getByRole("button", { name: TRASH_MESSAGES.undo }).click();
  await expect(toast(page, TRASH_MESSAGES.restored("Priya N."))).toBeVisible();
  await expect(page.getByRole("row", { name: /Priya N\./ })).toBeVisible();

  await page.goto(`${site.url}/`);
  await expect(page.getByText("I sleep again.")).toBeVisible();
});

test("a deleted class type is restored from the Trash screen; Delete forever asks first", async ({
  site,
  adminPage: page,
}) => {
  await addClassType(site.db, { title: "Debt Basics", slug: "debt-basics", status: "active" });
  await addClassType(site.db, { title: "Old Workshop", slug: "old-workshop", status: "archived" });
  await page.goto(`${site.url}/admin/class-types`);
  for (const title of ["Debt Basics", "Old Workshop"]) {
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, CLASS_TYPE_MESSAGES.deleted).first()).toBeVisible();
    await expect(page.getByRole("cell", { name: new RegExp(title) })).toHaveCount(0);
  }
  expect((await page.request.get(`${site.url}/classes/debt-basics`)).status()).toBe(404);

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Trash" }).click();
  await expect(page.getByRole("heading", { name: "Trash" })).toBeVisible();
  const debt = page.getByRole("row", { name: /Debt Basics/ });
  await expect(debt).toContainText("Class type");
  await expect(debt).toContainText("30");
  await debt.getByRole("button", { name: "Restore Debt Basics" }).click();
  await expect(toast(page, TRASH_MESSAGES.restored("Debt Basics"))).toBeVisible();
  await expect(debt).toHaveCount(0);
  expect((await page.request.get(`${site.url}/classes/debt-basics`)).status()).toBe(200);

  const old = page.getByRole("row", { name: /Old Workshop/ });
  await old.getByRole("button", { name: "Delete Old Workshop forever" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(TRASH_MESSAGES.purgeQuestion("Old Workshop"));
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(old).toBeVisible();
  await old.getByRole("button", { name: "Delete Old Workshop forever" }).click();
  await dialog.getByRole("button", { name: "Delete forever" }).click();
  await expect(toast(page, TRASH_MESSAGES.purged("Old Workshop"))).toBeVisible();
  await expect(page.getByText(TRASH_MESSAGES.empty)).toBeVisible();

  await page.goto(`${site.url}/admin/class-types`);
  await expect(page.getByRole("link", { name: "Edit Debt Basics" })).toBeVisible();
});
