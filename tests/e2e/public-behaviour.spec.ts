import { expect, test } from "@playwright/test";
import { SUBSCRIBER_MESSAGES } from "#rules/subscriber";

const PAGES = ["/", "/coaching", "/events", "/faq", "/about", "/get-started"];

test("on a wide screen the FAQ shows the chosen answer in a side panel", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/faq");
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("button", { name: "Do you offer payment plans?" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Do you offer payment plans?" })).toBeVisible();
  await expect(page.getByText("Payment plans are available; ask us").filter({ visible: true })).toBeVisible();
});

test("on a narrow screen the FAQ is an accordion", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/faq");
  await page.locator("html[data-hydrated]").waitFor();
  // Both layouts are in the page; CSS shows the accordion at this width.
  const accordion = page.locator('[data-faq-layout="accordion"]');
  await expect(accordion).toBeVisible();
  await expect(page.locator('[data-faq-layout="panel"]')).toBeHidden();
  const answer = accordion.getByText("Payment plans are available; ask us");
  await expect(answer).toBeHidden();
  await accordion.getByText("Do you offer payment plans?").click();
  await expect(answer).toBeVisible();
});

test("coaching steps open an information dialog that Escape closes", async ({ page }) => {
  await page.goto("/coaching");
  await page.locator("html[data-hydrated]").waitFor();
  const opener = page.getByRole("button", { name: "What is in the worksheet?" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "The Financial Prep Worksheet" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("FAQ answers and coaching details can still be read", async ({ page }) => {
    await page.goto("/faq");
    const accordion = page.locator('[data-faq-layout="accordion"]');
    await accordion.getByText("Can I get a refund?").click();
    await expect(accordion.getByText("Sessions are not refundable once booked")).toBeVisible();
    await page.goto("/coaching");
    await page.getByText("What is inside the Money Strategy?").click();
    await expect(page.getByText("A debt payoff order with target dates.")).toBeVisible();
  });

  test("a page is counted through its image", async ({ page }) => {
    const image = page.waitForRequest((request) => request.url().endsWith("/api/hit?p=%2Fabout"));
    await page.goto("/about");
    expect((await (await image).response())?.headers()["content-type"]).toBe("image/gif");
  });

  test("the home page's newsletter form is there and can be sent", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Calm money tips, once a month" });
    await expect(section.getByLabel(/First name/)).toBeVisible();
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByText(SUBSCRIBER_MESSAGES.firstNameRequired)).toBeVisible();
  });

  test("the carousel shows a testimonial and the events list is complete", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Client testimonials" }).getByRole("blockquote")).toBeVisible();
    await page.goto("/events");
    await expect(page.getByRole("link", { name: /Learn More/ }).first()).toBeVisible();
  });
});

test("search engines get titles, canonical links, structured data, a sitemap and robots rules", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto("/events");
  await expect(page).toHaveTitle(/Upcoming workshops and events \| .+/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/events`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
  const events = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = events.map((text) => JSON.parse(text) as { "@type": string; offers?: { price: string } });
  expect(parsed.some((item) => item["@type"] === "ProfessionalService")).toBe(true);
  const eventItems = parsed.filter((item) => item["@type"] === "Event");
  expect(eventItems.length).toBeGreaterThan(0);
  expect(eventItems.every((item) => typeof item.offers?.price === "string")).toBe(true);

  await page.goto("/faq");
  const faq = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(faq.some((text) => text.includes('"FAQPage"'))).toBe(true);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of PAGES) expect(sitemap).toContain(`<loc>${baseURL}${path === "/" ? "/" : path}</loc>`);
  expect(sitemap).toMatch(/<loc>[^<]+\/classes\/[^<]+<\/loc>/);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("Ask Us Directly on the FAQ opens the contact form with the subject filled in", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/faq");
  await page.locator("html[data-hydrated]").waitFor();
  const accordion = page.locator('[data-faq-layout="accordion"]');
  await accordion.getByText("What if I have another question?").click();
  await accordion.getByRole("button", { name: "Ask Us Directly" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Subject/)).toHaveValue("FAQ Question");
});

test("the openContactForm window event opens the contact form", async ({ page }) => {
  await page.goto("/about");
  await page.locator("html[data-hydrated]").waitFor();
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("openContactForm")));
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("the home page offers the site's own newsletter form when no form service is set", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Calm money tips, once a month" });
  await expect(section.getByLabel(/First name/)).toBeVisible();
  await expect(section.getByLabel(/Email/)).toBeVisible();
});

test("every link to the consultation page opens it in the same tab (one behaviour, decision 062)", async ({ page }) => {
  let links = 0;
  for (const path of [...PAGES, "/contact", "/newsletter"]) {
    await page.goto(path);
    const toGetStarted = page.locator('a[href="/get-started"]');
    links += await toGetStarted.count();
    for (const link of await toGetStarted.all()) {
      await expect(link, `a link to /get-started on ${path}`).not.toHaveAttribute("target", /.+/);
    }
  }
  expect(links).toBeGreaterThan(10);
});

test("a page shown sends one beacon with its campaign tags, an in-site navigation another, and the policy allows both", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const beacon = (path: string) =>
    page.waitForRequest(
      (request) =>
        request.method() === "POST" &&
        request.url().endsWith("/api/hit") &&
        new URLSearchParams(request.postData() ?? "").get("p") === path,
    );
  const first = beacon("/");
  await page.goto("/?utm_source=Spring-Letter&utm_campaign=reset");
  const sent = new URLSearchParams((await first).postData() ?? "");
  expect(sent.get("utm_source")).toBe("Spring-Letter");
  expect(sent.get("utm_campaign")).toBe("reset");
  expect((await (await first).response())?.status()).toBe(204);
  // Sent once the page's script ran: the footer's links now navigate in the page.
  const second = beacon("/faq");
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
  expect(new URLSearchParams((await second).postData() ?? "").get("r")).toBe("");
  expect(refused).toEqual([]);
});
