import { expect, type Page, test } from "@playwright/test";

/** Starts summing layout shifts (without recent input) from now on, including those already buffered when `buffered`. */
async function watchLayoutShifts(page: Page, { buffered }: { buffered: boolean }) {
  await page.evaluate((buffered) => {
    const win = window as unknown as { __shifts: number[] };
    win.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) win.__shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered });
  }, buffered);
}

async function layoutShiftSum(page: Page): Promise<number> {
  // Two frames, so shifts of the last render are reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  return page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
}

test("the testimonial carousel rotates without moving the page", async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor();
  const carousel = page.getByRole("region", { name: "Client testimonials" });
  // The quotes are of different lengths: each would set a different height on its own.
  const quoteHeights = await carousel
    .locator("blockquote")
    .evaluateAll((quotes) => quotes.map((quote) => quote.getBoundingClientRect().height));
  expect(quoteHeights.length).toBeGreaterThan(2);
  expect(new Set(quoteHeights).size).toBeGreaterThan(1);

  // The carousel at the top of the window, with what follows it in view.
  await carousel.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 40));
  const dots = page.getByRole("button", { name: /Show testimonial/ }).first();
  const dotsTop = (await dots.boundingBox())?.y;
  await watchLayoutShifts(page, { buffered: false });
  const shown: string[] = [];
  for (let rotation = 0; rotation < quoteHeights.length; rotation++) {
    shown.push((await carousel.getByRole("blockquote").textContent()) ?? "");
    await page.clock.fastForward(5000);
    await expect(carousel.getByRole("blockquote")).not.toHaveText(shown.at(-1) ?? "");
    expect((await dots.boundingBox())?.y).toBe(dotsTop);
  }
  expect(new Set(shown).size).toBe(quoteHeights.length);
  expect(await layoutShiftSum(page)).toBeLessThan(0.001);
});

test.describe("the FAQ at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("is laid out as questions beside an answer panel before the scripts run, and stays so", async ({ page }) => {
    // The server's page alone: the scripts that would hydrate it are not delivered.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/faq");
    const panel = page.locator('[data-faq-layout="panel"]');
    await expect(panel).toBeVisible();
    await expect(page.locator('[data-faq-layout="accordion"]')).toBeHidden();
    const before = await panel.boundingBox();
    const beforeAnswer = await panel.locator("[aria-live]").textContent();
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

    await page.unroute(/\/assets\/.*\.js$/);
    await page.goto("/faq");
    await watchLayoutShifts(page, { buffered: true });
    await page.locator("html[data-hydrated]").waitFor();
    await expect(panel).toBeVisible();
    await expect(page.locator('[data-faq-layout="accordion"]')).toBeHidden();
    expect(await panel.boundingBox()).toEqual(before);
    expect(await panel.locator("[aria-live]").textContent()).toBe(beforeAnswer);
    expect(await layoutShiftSum(page)).toBeLessThan(0.001);

    // The panel works: another question shows its answer there.
    const second = panel.getByRole("button").nth(1);
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(panel.locator("[aria-live] h3")).toHaveText((await second.textContent()) ?? "");
  });

  test("without JavaScript shows every answer as an accordion item", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/faq`);
    await expect(page.locator('[data-faq-layout="accordion"]')).toBeVisible();
    await expect(page.locator('[data-faq-layout="panel"]')).toBeHidden();
    await page.locator("summary").first().click();
    await expect(page.locator("details").first()).toHaveAttribute("open", "");
    await context.close();
  });
});

test("a phone held upright gets a sharp portrait hero, preloaded with high priority", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  const hero = page.locator("section picture img").first();
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  // The file's own pixels (an <img> from a srcset reports its size divided by the density).
  const chosen = await hero.evaluate(async (img: HTMLImageElement) => {
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    return { src: img.currentSrc, width: file.naturalWidth, height: file.naturalHeight };
  });
  expect(chosen.width).toBeGreaterThanOrEqual(1080);
  expect(chosen.height).toBeGreaterThan(chosen.width);

  // The head preloads this very file, and the landscape copies are not fetched.
  const preload = page.locator('head link[rel="preload"][as="image"][media="(max-aspect-ratio: 1/1)"]');
  await expect(preload).toHaveAttribute("fetchpriority", "high");
  expect(await preload.getAttribute("imagesrcset")).toContain(new URL(chosen.src).pathname);
  const landscape = await page
    .locator('head link[rel="preload"][as="image"][media="(min-aspect-ratio: 1/1)"]')
    .getAttribute("imagesrcset");
  const landscapeFiles = (landscape ?? "").split(", ").map((candidate) => candidate.split(" ")[0]);
  expect(landscapeFiles.length).toBe(3);
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => `${new URL(entry.name).pathname} ${(entry as PerformanceResourceTiming).initiatorType}`),
  );
  expect(fetched.filter((file) => landscapeFiles.includes(file.split(" ")[0] ?? ""))).toEqual([]);
  await context.close();
});

test("a class page fetches its cover picture first, not lazily", async ({ page }) => {
  await page.goto("/events");
  const classPath = await page
    .getByRole("link", { name: /Learn More/ })
    .first()
    .getAttribute("href");
  await page.goto(classPath ?? "/classes/missing");
  const cover = page.locator("article > header picture img");
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  await expect(cover).toHaveAttribute("loading", "eager");
});

test("a page is drawn before its scripts are fetched, styled from the first paint, and then comes to life", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // Every script arrives a second late: a page that waited for one would paint after it arrived.
  await page.route("**/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const response = await page.goto("/");
  const html = (await response?.text()) ?? "";
  const head = html.slice(0, html.indexOf("</head>"));
  // The stylesheet is in the page itself; no script is asked for before the content.
  expect(head).toContain('<style id="site-style">');
  expect(head).not.toContain('rel="stylesheet"');
  expect(head).not.toContain('rel="modulepreload"');

  await page.locator("html[data-hydrated]").waitFor();
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    firstScriptArrived: Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    ),
  }));
  expect(timing.firstPaint).toBeLessThan(timing.firstScriptArrived);
  // Hydrated: a client-side navigation keeps the inline styles and works.
  await page.getByRole("navigation").first().getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator("#site-style")).toHaveCount(1);
  expect(errors).toEqual([]);
});
