import type { Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { createHeroImage } from "#core/hero-images/create-hero-image";
import { listHeroImages } from "#core/hero-images/list-hero-images";
import { heroImages } from "#db/schema";
import { heroActor, heroFields, linkSource, storedSource } from "#tests/setup/hero-images";
import { samplePicture } from "#tests/setup/sample-images";
import { expect, test } from "./fixtures/admin";

/** A link outside the site, answered by the test itself. */
const LINKED_IMAGE = "https://images.example.test/mountains.jpg";

async function openManager(page: Page, url: string) {
  await page.goto(`${url}/admin/hero-images`);
  await expect(page.getByRole("heading", { level: 1, name: "Hero Image Manager" })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole("article", { name });

test("uploads an image: name from the file, real dimensions, toast, modal closes", async ({
  site,
  adminPage: page,
}) => {
  await openManager(page, site.url);
  await expect(page.getByText("No hero images found")).toBeVisible();
  await page.getByRole("button", { name: "Upload Image" }).click();
  const modal = page.getByRole("dialog", { name: "Upload Hero Image" });
  await expect(modal.getByText("Supports JPG, PNG, GIF up to 10MB")).toBeVisible();

  await modal.getByRole("button", { name: "Upload" }).click();
  await expect(modal.getByText("Please select an image file")).toBeVisible();

  await modal.getByLabel("Image File").setInputFiles({
    name: "spring-banner.jpg",
    mimeType: "image/jpeg",
    buffer: await samplePicture("jpeg", 1600, 900),
  });
  await expect(modal.getByLabel("Image Name")).toHaveValue("spring-banner");
  await modal.getByLabel("Page Assignment").selectOption("coaching");
  await modal.getByLabel("Description").fill("Green fields");
  await modal.getByLabel("Set as active image for this page").check();
  await modal.getByRole("button", { name: "Upload" }).click();

  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  await expect(modal).toBeHidden();
  const uploaded = card(page, "spring-banner");
  await expect(uploaded.getByText("Active", { exact: true })).toBeVisible();
  await expect(uploaded.getByText("Coaching", { exact: true })).toBeVisible();
  await expect(uploaded.getByText("1600 x 900")).toBeVisible();
  await expect(uploaded.getByRole("link", { name: /in a new tab/ })).toHaveCount(0);
  await expect(uploaded.getByRole("button", { name: /^Set .* as active$/ })).toHaveCount(0);
  await expect(page.getByRole("term").filter({ hasText: "Pages Covered" }).locator("+ dd")).toHaveText("1/5");
});

test("adds an image from a URL, measured by the browser, and refuses a script link", async ({
  site,
  adminPage: page,
}) => {
  const picture = await samplePicture("jpeg", 2000, 1250);
  await page.route(LINKED_IMAGE, (route) => route.fulfill({ body: picture, contentType: "image/jpeg" }));
  await openManager(page, site.url);
  await page.getByRole("button", { name: "Add from URL" }).click();
  const modal = page.getByRole("dialog", { name: "Add Image from URL" });

  await modal.getByLabel("Image Name").fill("Mountains");
  await modal.getByLabel("Image URL").fill("javascript:alert(1)");
  await modal.getByRole("button", { name: "Add Image" }).click();
  await expect(modal.getByText("Please enter a valid URL")).toBeVisible();

  await modal.getByLabel("Image URL").fill(LINKED_IMAGE);
  await expect(modal.getByRole("img", { name: "Preview of the chosen file or link" })).toBeVisible();
  await modal.getByRole("button", { name: "Add Image" }).click();
  await expect(page.getByText("Image added successfully")).toBeVisible();
  await expect(modal).toBeHidden();

  const added = card(page, "Mountains");
  await expect(added.getByText("2000 x 1250")).toBeVisible();
  await expect(added.getByText("No description")).toBeVisible();
  await expect(added.getByText("Unassigned", { exact: true })).toBeVisible();
  await expect(added.getByRole("link", { name: "Open Mountains in a new tab" })).toHaveAttribute("href", LINKED_IMAGE);
});

test("edits an image and previews it", async ({ site, adminPage: page }) => {
  await createHeroImage({
    db: site.db,
    fields: heroFields("Autumn", "events"),
    source: await storedSource(site.db, { width: 1280, height: 720 }),
    actor: heroActor,
  });
  await openManager(page, site.url);
  await card(page, "Autumn").getByRole("button", { name: "Edit Autumn" }).click();
  const modal = page.getByRole("dialog", { name: "Edit Hero Image" });
  await expect(modal.getByLabel("Image Name")).toHaveValue("Autumn");
  await expect(modal.getByLabel("Replace image (optional)")).toBeVisible();
  await modal.getByLabel("Image Name").fill("Autumn leaves");
  await modal.getByLabel("Description").fill("Orange and red");
  await modal.getByRole("button", { name: "Update Image" }).click();
  await expect(page.getByText("Image updated successfully")).toBeVisible();
  await expect(modal).toBeHidden();

  const edited = card(page, "Autumn leaves");
  await expect(edited.getByText("Orange and red")).toBeVisible();
  await edited.getByRole("button", { name: "Preview Autumn leaves" }).click();
  const preview = page.getByRole("dialog", { name: "Autumn leaves" });
  await expect(preview.getByRole("img", { name: "Orange and red" })).toBeVisible();
  await expect(preview.getByText("Events", { exact: true })).toBeVisible();
  await expect(preview.getByText("Inactive")).toBeVisible();
  await expect(preview.getByText("1280 x 720")).toBeVisible();
  await preview.getByRole("button", { name: "Close" }).click();
  await expect(preview).toBeHidden();
});

test("sets an image active and the public page shows it on the next load", async ({ site, adminPage: page }) => {
  await createHeroImage({
    db: site.db,
    fields: heroFields("Old home", "home", true),
    source: linkSource(),
    actor: heroActor,
  });
  await createHeroImage({
    db: site.db,
    fields: heroFields("New home", "home"),
    source: await storedSource(site.db, { width: 1920, height: 1080 }),
    actor: heroActor,
  });
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error("no browser");
  await visitor.goto(site.url);
  await expect(visitor.locator("section img").first()).toHaveAttribute("src", "https://images.example.com/beach.jpg");

  await openManager(page, site.url);
  await expect(card(page, "Old home").getByRole("button", { name: /as active/ })).toHaveCount(0);
  await card(page, "New home").getByRole("button", { name: "Set New home as active" }).click();
  await expect(page.getByText("Hero image activated for home page")).toBeVisible();
  await expect(card(page, "New home").getByText("Active", { exact: true })).toBeVisible();
  await expect(card(page, "Old home").getByRole("button", { name: "Set Old home as active" })).toBeVisible();

  const [active] = await site.db
    .select()
    .from(heroImages)
    .where(and(eq(heroImages.pageAssignment, "home"), eq(heroImages.isActive, true)));
  expect(active?.name).toBe("New home");
  const newHome = (await listHeroImages({ db: site.db })).find((image) => image.name === "New home");
  await visitor.reload();
  await expect(visitor.locator("section img").first()).toHaveAttribute("src", newHome?.previewUrl ?? "missing");
  await visitor.close();
});

test("deletes an image after confirming", async ({ site, adminPage: page }) => {
  await createHeroImage({ db: site.db, fields: heroFields("Winter"), source: linkSource(), actor: heroActor });
  await openManager(page, site.url);
  await card(page, "Winter").getByRole("button", { name: "Delete Winter" }).click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Winter"? You can restore it from the Trash for 30 days.',
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Hero image deleted successfully")).toBeVisible();
  await expect(card(page, "Winter")).toHaveCount(0);
  await expect(page.getByText("No hero images found")).toBeVisible();
});

test("searches and filters the grid by page", async ({ site, adminPage: page }) => {
  await createHeroImage({ db: site.db, fields: heroFields("Beach", "about"), source: linkSource(), actor: heroActor });
  await createHeroImage({ db: site.db, fields: heroFields("Forest", "faq"), source: linkSource(), actor: heroActor });
  await openManager(page, site.url);
  await page.getByRole("combobox", { name: /^Page/ }).selectOption("faq");
  await expect(card(page, "Beach")).toHaveCount(0);
  await expect(card(page, "Forest")).toBeVisible();
  await page.getByLabel("Search images").fill("beach");
  await expect(page.getByText("No hero images found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
});
