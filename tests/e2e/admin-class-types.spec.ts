import type { Page } from "@playwright/test";
import sharp from "sharp";
import { CLASS_TYPE_MESSAGES as M } from "#rules/class-type";
import { IMAGE_MESSAGES } from "#rules/images";
import { addClassInstance, addClassType, addTeamMember } from "#tests/setup/content";
import { expect, test } from "./fixtures/admin";

const toast = (page: Page, message: string) => page.getByRole("status").getByText(message, { exact: true });

test("an admin creates a class type, with every message on the way, and it shows on its page", async ({
  site,
  adminPage: page,
}) => {
  await addTeamMember(site.db, { name: "Jordan Lee" });
  await addTeamMember(site.db, { name: "Former Coach", status: "inactive" });
  await page.goto(`${site.url}/admin/class-types`);
  await expect(page.getByText("No class types found")).toBeVisible();
  await expect(page.getByText("Create your first class type to get started")).toBeVisible();
  await page.getByRole("link", { name: "Add New Class Type" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add New Class Type" })).toBeVisible();

  const instructor = page.getByLabel("Instructor");
  await expect(instructor.getByRole("option")).toHaveText(["Select an instructor", "Jordan Lee"]);
  await expect(page.getByLabel("Status")).toHaveValue("draft");

  const create = page.getByRole("button", { name: "Create Class Type" });
  await create.click();
  await expect(page.getByRole("alert")).toHaveText(M.fixErrors);
  for (const message of [M.titleRequired, M.descriptionRequired, M.instructorRequired])
    await expect(page.getByText(message, { exact: true })).toBeVisible();

  const title = page.getByLabel("Title");
  await title.fill("Debt-Free  Living: Step 1!");
  await expect(page.getByText(M.titleRequired)).toHaveCount(0);
  await expect(page.getByLabel("Slug")).toHaveValue("debt-free-living-step-1");
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("A calm plan for paying off what you owe.");
  await expect(page.getByText(M.descriptionRequired)).toHaveCount(0);
  await instructor.selectOption({ label: "Jordan Lee" });
  await page.getByLabel("Category").selectOption("masterclass");
  await page.getByLabel("Status").selectOption("active");

  // Lists keep one row at least; blank rows are dropped on save.
  await expect(page.getByRole("button", { name: "Remove agenda item 1" })).toBeDisabled();
  await page.getByLabel("Item 1", { exact: true }).fill("A payoff worksheet");
  await page.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByRole("button", { name: "Remove what you get item 1" })).toBeEnabled();
  await page.getByLabel("Time 1", { exact: true }).fill("6:00 PM");
  await page.getByLabel("Topic 1", { exact: true }).fill("Your debts on one page");
  await page.getByLabel("Name 1", { exact: true }).fill("Dee");
  await page.getByLabel("Quote 1", { exact: true }).fill("I finally have a plan.");

  const file = page.getByLabel("Image file");
  await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText(IMAGE_MESSAGES.invalidType)).toBeVisible();
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();
  await file.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Preview of featured image" })).toBeVisible();

  // Hold the answer back a moment to see the busy state keep the button's place.
  await create.scrollIntoViewIfNeeded();
  const box = await create.boundingBox();
  await page.route("**/admin/class-types/new.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await create.click();
  const saving = page.getByRole("button", { name: "Saving..." });
  await expect(saving).toBeDisabled();
  expect(await saving.boundingBox()).toEqual(box);
  await expect(toast(page, M.created)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/class-types$/);
  await expect(
    page.getByRole("row", { name: /^Debt-Free Living: Step 1!.* Masterclass Jordan Lee Active 0 / }),
  ).toBeVisible();

  await page.goto(`${site.url}/classes/debt-free-living-step-1`);
  await expect(page.getByRole("heading", { level: 1, name: "Debt-Free Living: Step 1!" })).toBeVisible();
  await expect(page.getByText("A payoff worksheet")).toBeVisible();
  await expect(page.getByText("Your debts on one page")).toBeVisible();
});

test("an admin edits a class type; a taken slug is refused and the new title shows publicly", async ({
  site,
  adminPage: page,
}) => {
  const coach = await addTeamMember(site.db);
  const budget = await addClassType(site.db, { instructorId: coach.id });
  await addClassType(site.db, { title: "Debt Basics", slug: "debt-basics", instructorId: coach.id });

  await page.goto(`${site.url}/admin/class-types`);
  await page.getByRole("link", { name: "Edit Budget Basics" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Class Type" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Budget Basics");
  await expect(page.getByLabel("Item 1", { exact: true })).toHaveValue("A spending plan template");

  // Leaving with unsaved changes asks first.
  await page.getByLabel("Slug").fill("debt-basics");
  page.once("dialog", (dialog) => dialog.dismiss());
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/class-types/${budget.id}/edit$`));

  await page.getByRole("button", { name: "Update Class Type" }).click();
  await expect(page.getByText(M.slugTaken)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(M.fixErrors);

  await page.getByLabel("Title").fill("Budget Basics Plus");
  await expect(page.getByLabel("Slug")).toHaveValue("budget-basics-plus");
  await expect(page.getByText(M.slugTaken)).toHaveCount(0);
  await page.getByRole("button", { name: "Update Class Type" }).click();
  await expect(toast(page, M.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/class-types$/);

  await page.goto(`${site.url}/classes/budget-basics-plus`);
  await expect(page.getByRole("heading", { level: 1, name: "Budget Basics Plus" })).toBeVisible();

  await page.goto(`${site.url}/admin/class-types/00000000-0000-4000-8000-000000000000/edit`);
  await expect(page).toHaveURL(/\/admin\/class-types$/);
  await expect(page.getByText(M.notFound)).toBeVisible();
});

test("an admin searches, filters and deletes class types", async ({ site, adminPage: page }) => {
  const busy = await addClassType(site.db, { title: "Debt Basics", slug: "debt-basics" });
  await addClassInstance(site.db, busy.id);
  await addClassType(site.db, { title: "Old Workshop", slug: "old", status: "archived" });

  await page.goto(`${site.url}/admin/class-types`);
  // The list filters apply on change once the page's script runs.
  await page.locator("html[data-hydrated]").waitFor();
  const rows = page.getByRole("table", { name: "Class types" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await page.getByLabel("Search").fill("debt");
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(/class-types\?q=debt/);
  await page.getByLabel("Search").fill("");
  await page.getByLabel("Status").selectOption("draft");
  await expect(page.getByText("No class types found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  await page.getByLabel("Status").selectOption("all");

  await page.getByRole("button", { name: "Delete Debt Basics" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(
    "Are you sure you want to delete Debt Basics? You can restore it from the Trash for 30 days.",
  );
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, M.hasClasses(1))).toBeVisible();
  await expect(rows).toHaveCount(3);

  await page.getByRole("button", { name: "Delete Old Workshop" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, M.deleted)).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("cell", { name: /Old Workshop/ })).toHaveCount(0);
});

test("a title typed before the page's script has loaded is kept, with its slug, and saves", async ({
  site,
  adminPage: page,
}) => {
  await addTeamMember(site.db, { name: "Jordan Lee" });
  // A slow connection: the page is on screen and typed into before its scripts arrive.
  let releaseScripts = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto(`${site.url}/admin/class-types/new`, { waitUntil: "domcontentloaded" });
  await page.getByLabel("Title").fill("Budget Basics");
  releaseScripts();
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByLabel("Title")).toHaveValue("Budget Basics");
  await expect(page.getByLabel("Slug")).toHaveValue("budget-basics");

  await page.getByRole("textbox", { name: "Description", exact: true }).fill("A calm plan for the month ahead.");
  await page.getByLabel("Instructor").selectOption({ label: "Jordan Lee" });
  await page.getByRole("button", { name: "Create Class Type" }).click();
  await expect(toast(page, M.created)).toBeVisible();
});
