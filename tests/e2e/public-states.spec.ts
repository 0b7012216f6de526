import { BUILT_IN_TESTIMONIALS } from "#app/content/built-in-testimonials";
import { EXAMPLE_TESTIMONIALS_NOTE, TESTIMONIALS_DISCLAIMER } from "#app/content/disclaimers";
import { addClassInstance, addClassType, addTeamMember, addTestimonial } from "#tests/setup/content";
import { expect, startTestSite, test } from "./fixtures/site";

test.describe.configure({ mode: "serial" });

test("the carousel advances every 5 seconds, jumps with its dots and pauses while hovered", async ({ page, site }) => {
  for (const [index, name] of ["Ava", "Ben", "Cy"].entries()) {
    await addTestimonial(site.db, { name, quote: `Quote from ${name}`, displayOrder: index + 1 });
  }
  await addTestimonial(site.db, { name: "Hidden", quote: "Inactive quote", status: "inactive" });
  await page.clock.install();
  await page.goto(`${site.url}/`);
  await page.locator("html[data-hydrated]").waitFor();
  const carousel = page.getByRole("region", { name: "Client testimonials" });
  await expect(carousel.getByText("Quote from Ava")).toBeVisible();
  await page.clock.fastForward(5000);
  await expect(carousel.getByText("Quote from Ben")).toBeVisible();
  await expect(carousel.getByText("Quote from Ava")).toBeHidden();
  await page.getByRole("button", { name: "Show testimonial 3 of 3" }).click();
  await expect(carousel.getByText("Quote from Cy")).toBeVisible();
  await expect(page.getByRole("button", { name: /Show testimonial/ })).toHaveCount(3);

  await carousel.hover();
  await page.clock.fastForward(15_000);
  await expect(carousel.getByText("Quote from Cy")).toBeVisible();
  await expect(page.getByText("Inactive quote")).toHaveCount(0);
});

test("without testimonials the home page shows three built-in ones", async ({ page, site }) => {
  await page.goto(`${site.url}/`);
  await expect(page.getByRole("button", { name: /Show testimonial \d of 3/ })).toHaveCount(3);
  const carousel = page.getByRole("region", { name: "Client testimonials" });
  await expect(carousel.getByText(BUILT_IN_TESTIMONIALS[0]?.quote ?? "")).toBeVisible();
  await page.getByRole("button", { name: "Show testimonial 2 of 3" }).click();
  await expect(carousel.getByText(BUILT_IN_TESTIMONIALS[1]?.quote ?? "")).toBeVisible();
  // They are not from real clients, and the page does not claim they are.
  await expect(carousel.getByText("Example testimonial")).toHaveCount(3);
  await expect(carousel.getByText("Example testimonial").nth(1)).toBeVisible();
  await expect(page.getByText(EXAMPLE_TESTIMONIALS_NOTE)).toBeVisible();
  await expect(page.getByText(TESTIMONIALS_DISCLAIMER)).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await carousel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/example-testimonials-${width}.png` });
  }
});

test("About lists only active members, keeps bio line breaks, and says when there is nobody", async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/about`);
  await expect(page.getByText("No team members available")).toBeVisible();

  await addTeamMember(site.db, { name: "Active Coach", bio: "First line\nSecond line", displayOrder: 1 });
  await addTeamMember(site.db, { name: "Former Coach", status: "inactive", displayOrder: 2 });
  await page.goto(`${site.url}/about`);
  await expect(page.getByRole("heading", { name: "Active Coach" })).toBeVisible();
  await expect(page.getByText("Former Coach")).toHaveCount(0);
  const bio = page.getByText("First line");
  // innerText follows the rendering, so it shows whether the line break is kept on screen.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
  expect(await bio.evaluate((element) => (element as HTMLElement).innerText)).toBe("First line\nSecond line");
});

test('events list only active classes from today on, and class pages fall back to "No Photo" and "Instructor bio coming soon."', async ({
  page,
  site,
}) => {
  const classType = await addClassType(site.db, { title: "Debt Payoff Night", slug: "debt-payoff-night" });
  await addClassInstance(site.db, classType.id, { daysFromToday: 0, location: "Today Library" });
  await addClassInstance(site.db, classType.id, { daysFromToday: 10, location: "Future Hall" });
  await addClassInstance(site.db, classType.id, { daysFromToday: -1, location: "Yesterday Room" });
  await addClassInstance(site.db, classType.id, { daysFromToday: 5, location: "Draft Room", status: "draft" });
  const draftType = await addClassType(site.db, { title: "Secret Draft", slug: "secret-draft", status: "draft" });
  await addClassInstance(site.db, draftType.id, { daysFromToday: 3 });

  await page.goto(`${site.url}/events`);
  const list = page.getByRole("heading", { name: "Upcoming Events" }).locator("..");
  await expect(list.getByText("Today Library")).toBeVisible();
  await expect(list.getByText("Future Hall")).toBeVisible();
  await expect(page.getByText("Yesterday Room")).toHaveCount(0);
  await expect(page.getByText("Draft Room")).toHaveCount(0);
  await expect(page.getByText("Secret Draft")).toHaveCount(0);

  await page.getByRole("link", { name: "Learn More about Debt Payoff Night" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Debt Payoff Night" })).toBeVisible();
  await expect(page.getByText("No Photo")).toBeVisible();
  await expect(page.getByText("Instructor bio coming soon.")).toBeVisible();

  const draft = await page.goto(`${site.url}/classes/secret-draft`);
  expect(draft?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Class not found" })).toBeVisible();
});

test("when the database cannot be read, pages fall back instead of failing", async ({ page, databaseBackend }) => {
  // Starts a site of its own, which takes a while on a busy machine.
  test.setTimeout(90_000);
  const { site, stop } = await startTestSite({}, databaseBackend);
  try {
    await site.handle.close();
    await page.goto(`${site.url}/`);
    await expect(
      page.getByRole("heading", { level: 1, name: "A Better Life Starts With A Better Plan" }),
    ).toBeVisible();
    await expect(page.getByText("Using default image")).toBeVisible();
    await expect(page.getByRole("button", { name: /Show testimonial \d of 3/ })).toHaveCount(3);

    await page.goto(`${site.url}/classes/anything`);
    await expect(page.getByRole("heading", { name: "Failed to load class information" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Events" })).toHaveAttribute("href", "/events");
  } finally {
    await stop();
  }
});
