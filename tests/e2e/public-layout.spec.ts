import { RESULTS_DISCLAIMER, TESTIMONIALS_DISCLAIMER } from "#app/content/disclaimers";
import { siteSettings } from "#db/schema";
import { addTeamMember, addTestimonial } from "#tests/setup/content";
import { expect, test } from "./fixtures/site";

test("a team member without a photo gets a placeholder with initials the size of a photo", async ({ page, site }) => {
  await addTeamMember(site.db, { name: "Maya Ortiz", displayOrder: 1 });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/about`);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Maya Ortiz" }) });
    const placeholder = card.getByText("MO", { exact: true });
    await expect(placeholder).toBeVisible();
    const box = await placeholder.boundingBox();
    expect(box?.width).toBeCloseTo(128, 0);
    expect(box?.height).toBeCloseTo(128, 0);
  }
});

test("/get-started lines up the left edge of every section's heading at 1280 px", async ({ page, site }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site.url}/get-started`);
  const textLefts = await page.locator("main h1, main h2").evaluateAll((headings) =>
    headings.map((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      return Math.round(range.getClientRects()[0]?.left ?? -1);
    }),
  );
  expect(textLefts.length).toBeGreaterThan(4);
  expect(new Set(textLefts).size, `text starts at ${textLefts.join(", ")}`).toBe(1);
});

test("the home page's result figures and testimonials say that results vary", async ({ page, site }) => {
  await addTestimonial(site.db, { name: "Ava", quote: "Quote from Ava" });
  await page.goto(`${site.url}/`);
  const results = page.getByRole("region", { name: "What changes for our clients" });
  await expect(results.getByText("59+")).toBeVisible();
  await expect(results.getByText(RESULTS_DISCLAIMER)).toBeVisible();
  const testimonials = page.getByRole("region", { name: "In their own words" });
  await expect(testimonials.getByText("Quote from Ava")).toBeVisible();
  await expect(testimonials.getByText(TESTIMONIALS_DISCLAIMER)).toBeVisible();
  await expect(testimonials.getByText("Example testimonial")).toHaveCount(0);
  expect(RESULTS_DISCLAIMER).toMatch(/^Individual results vary/);
});

test("a page that ends with the dark call to action keeps a gap before the dark footer", async ({ page, site }) => {
  for (const path of ["/coaching", "/events", "/about"])
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.url}${path}`);
      const last = page.locator("#main > :last-child");
      await expect(last).toHaveClass(/bg-brand-dark/);
      const footer = page.locator("body footer").last();
      await footer.scrollIntoViewIfNeeded();
      const gap =
        ((await footer.boundingBox())?.y ?? 0) - (await last.evaluate((node) => node.getBoundingClientRect().bottom));
      expect(gap, `${path} at ${width} px`).toBeGreaterThanOrEqual(40);
      if (path === "/coaching") {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.screenshot({ path: `test-results/closing-cta-${width}.png` });
      }
    }
});

test.describe("scrolling", () => {
  test("a new page starts at the top at once, from the bottom of a long page", async ({ page, site }) => {
    await page.goto(`${site.url}/`);
    await page.locator("html[data-hydrated]").waitFor();
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await footer.getByRole("link", { name: "About" }).click();
    await page.getByRole("heading", { level: 1, name: "About us" }).waitFor();
    // Sampled over the next frames: a smooth scroll would still be on its way down from the old position.
    const positions = await page.evaluate(async () => {
      const seen: number[] = [];
      for (let frame = 0; frame < 5; frame++) {
        seen.push(window.scrollY);
        await new Promise(requestAnimationFrame);
      }
      return seen;
    });
    expect(positions).toEqual([0, 0, 0, 0, 0]);
  });

  test("an in-page link glides to its section, but jumps for visitors who prefer reduced motion", async ({
    page,
    site,
  }) => {
    const formTop = async () =>
      page.evaluate(() => document.getElementById("registration-form")?.getBoundingClientRect().top ?? -1);
    // Every scroll position the page passes through: a glide passes through many, a jump through one.
    const recordScrolling = () =>
      page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { seen: number[] }).seen = seen;
        window.addEventListener("scroll", () => seen.push(window.scrollY));
      });
    const positionsSeen = () => page.evaluate(() => new Set((window as unknown as { seen: number[] }).seen).size);

    await page.goto(`${site.url}/get-started`);
    await page.locator("html[data-hydrated]").waitFor();
    await recordScrolling();
    await page.getByRole("link", { name: "Request a consultation" }).click();
    await expect.poll(formTop).toBeLessThan(100);
    await expect(page).toHaveURL(/#registration-form$/);
    expect(await positionsSeen()).toBeGreaterThan(2);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${site.url}/get-started`);
    await page.locator("html[data-hydrated]").waitFor();
    await recordScrolling();
    await page.getByRole("link", { name: "Request a consultation" }).click();
    await expect.poll(formTop).toBeLessThan(100);
    expect(await positionsSeen()).toBe(1);
  });
});

test("a long business name wraps beside the Menu button on a phone without squeezing it onto two lines", async ({
  page,
  site,
}) => {
  await site.db
    .insert(siteSettings)
    .values({ businessName: "Maya Ortiz Money Coaching", supportEmail: "hello@mayaortiz.coach", timeZone: "UTC" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.url}/`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Maya Ortiz Money Coaching" })).toBeVisible();
  // Hydration swaps the Menu link for a button; measuring the link as it goes reads an empty style.
  await page.locator("html[data-hydrated]").waitFor();
  const menu = page.getByRole("banner").getByText("Menu");
  const lineHeight = await menu.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
  const box = await page
    .getByRole("banner")
    .locator("a[href='#mobile-menu'], button[aria-controls='mobile-menu']")
    .boundingBox();
  if (!box) throw new Error("no Menu button");
  // One line of text plus its padding and border: 8 px above and below, 1 px each side.
  expect(box.height).toBeLessThanOrEqual(lineHeight + 18 + 1);
});
