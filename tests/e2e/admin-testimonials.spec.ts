import sharp from "sharp";
import { DISPLAY_ORDER_HINT, DISPLAY_ORDER_MESSAGES } from "#rules/content-fields";
import { TESTIMONIAL_MESSAGES, testimonialDeleteQuestion } from "#rules/testimonial";
import { addTestimonial } from "#tests/setup/content";
import { expect, test } from "./fixtures/admin";

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#a52" } })
    .png()
    .toBuffer();

test("an admin adds a carousel testimonial with a photo, and the home page shows it", async ({
  site,
  adminPage: page,
}) => {
  await page.goto(`${site.url}/admin/testimonials`);
  await expect(page.getByText(TESTIMONIAL_MESSAGES.emptyTitle)).toBeVisible();
  await expect(page.getByText(TESTIMONIAL_MESSAGES.emptyHint)).toBeVisible();
  await page.getByRole("link", { name: "Add New Testimonial" }).click();

  await expect(page.getByRole("heading", { name: "Add New Testimonial" })).toBeVisible();
  await expect(page.getByLabel("Location")).toHaveValue("home_carousel");
  await expect(page.getByLabel("Location").getByRole("option")).toHaveText([
    "Home Page Carousel",
    "Coaching Page Main",
    "Coaching Step 1",
    "Coaching Step 2",
    "Coaching Step 3",
  ]);
  await expect(page.getByLabel("Display order")).toHaveValue("1");
  await expect(page.getByText(DISPLAY_ORDER_HINT)).toBeVisible();
  await expect(page.getByText(TESTIMONIAL_MESSAGES.imageHint)).toBeVisible();

  await page.getByLabel("Display order").fill("0");
  await page.getByRole("button", { name: "Create Testimonial" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fix the errors below");
  for (const message of [
    TESTIMONIAL_MESSAGES.nameRequired,
    TESTIMONIAL_MESSAGES.quoteRequired,
    TESTIMONIAL_MESSAGES.imageRequired,
    DISPLAY_ORDER_MESSAGES.tooSmall,
  ])
    await expect(page.getByText(message)).toBeVisible();

  // The photo is asked for only where the site shows it.
  await page.getByLabel("Location").selectOption("coaching_step2");
  await expect(page.getByRole("group", { name: "Profile Image" })).toHaveCount(0);
  await page.getByLabel("Location").selectOption("home_carousel");
  await expect(page.getByRole("group", { name: "Profile Image" })).toBeVisible();

  await page.getByLabel("Name").fill("Priya N.");
  await page.getByLabel("Quote").fill("I finally stopped dreading the mailbox.");
  await page.getByLabel("Display order").fill("1");
  await page.getByLabel("Image file").setInputFiles({ name: "priya.png", mimeType: "image/png", buffer: await png() });

  // Hold the answer back a moment to see the busy state.
  await page.route("**/admin/testimonials/new.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByRole("button", { name: "Create Testimonial" }).click();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
  await expect(page.getByText(TESTIMONIAL_MESSAGES.created)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  const row = page.getByRole("row", { name: /Priya N\./ });
  await expect(row).toContainText("Home Page Carousel");
  await expect(row.locator("img")).toHaveAttribute("src", /^\/media\//);

  await page.goto(site.url);
  const carousel = page.getByRole("region", { name: "Client testimonials" });
  await expect(carousel).toContainText("I finally stopped dreading the mailbox.");
  await expect(carousel.getByRole("img", { name: "Photo of Priya N." })).toBeVisible();
});

test("an admin edits and deletes a coaching-step testimonial, and the coaching page follows", async ({
  site,
  adminPage: page,
}) => {
  await addTestimonial(site.db, {
    name: "Sam P.",
    quote: "Step one changed everything.",
    location: "coaching_step1",
    displayOrder: 1,
  });
  await addTestimonial(site.db, {
    name: "Old Quote",
    quote: "Hidden.",
    location: "coaching_step3",
    status: "inactive",
  });

  // A new testimonial's order follows its location: after Sam P. on step 1, first on step 2.
  await page.goto(`${site.url}/admin/testimonials/new`);
  // The order follows the location once the page's script runs.
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Location").selectOption("coaching_step1");
  await expect(page.getByLabel("Display order")).toHaveValue("2");
  await page.getByLabel("Location").selectOption("coaching_step2");
  await expect(page.getByLabel("Display order")).toHaveValue("1");

  await page.goto(`${site.url}/admin/testimonials`);
  // The filter reloads the list on change once the page's script runs; before that it waits for Search.
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Status").selectOption("inactive");
  await expect(page.getByRole("row", { name: /Old Quote/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Sam P\./ })).toHaveCount(0);
  await page.getByRole("searchbox").fill("nobody");
  await expect(page.getByText(TESTIMONIAL_MESSAGES.emptyFilteredHint)).toBeVisible();
  await page.goto(`${site.url}/admin/testimonials`);

  await page.getByRole("link", { name: "Edit testimonial from Sam P." }).click();
  await expect(page.getByRole("heading", { name: "Edit Testimonial" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Profile Image" })).toHaveCount(0);
  await page.getByLabel("Quote").fill("");
  await page.getByRole("button", { name: "Update Testimonial" }).click();
  await expect(page.getByText(TESTIMONIAL_MESSAGES.quoteRequired)).toBeVisible();
  await page.getByLabel("Quote").fill("Step one gave me my evenings back.");
  await expect(page.getByText(TESTIMONIAL_MESSAGES.quoteRequired)).toHaveCount(0);
  await page.getByRole("button", { name: "Update Testimonial" }).click();
  await expect(page.getByText(TESTIMONIAL_MESSAGES.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);

  await page.goto(`${site.url}/coaching`);
  await expect(page.getByText("Step one gave me my evenings back.")).toBeVisible();

  await page.goto(`${site.url}/admin/testimonials`);
  await page.getByRole("button", { name: "Delete testimonial from Sam P." }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(testimonialDeleteQuestion("Sam P."));
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(TESTIMONIAL_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByRole("row", { name: /Sam P\./ })).toHaveCount(0);

  await page.goto(`${site.url}/coaching`);
  await expect(page.getByText("Step one gave me my evenings back.")).toHaveCount(0);

  await page.goto(`${site.url}/admin/testimonials/00000000-0000-4000-8000-000000000000/edit`);
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await expect(page.getByText(TESTIMONIAL_MESSAGES.notFound)).toBeVisible();
});
