import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, startTestSite, test } from "./fixtures/site";

/** A stand-in for the outside form service, on an origin of its own. */
async function startFormService() {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html" });
    response.end("<!doctype html><title>Form</title><p>Outside form</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/form`, close: () => new Promise((resolve) => server.close(resolve)) };
}

test("embedded forms follow height messages from their own service only", async ({ page, databaseBackend }) => {
  // Starts a site of its own, which takes a while on a busy machine.
  test.setTimeout(90_000);
  const service = await startFormService();
  const { site, stop } = await startTestSite(
    {
      CONSULTATION_FORM_URL: service.url,
      NEWSLETTER_FORM_URL: service.url,
    },
    databaseBackend,
  );
  try {
    await page.goto(`${site.url}/get-started`);
    await page.locator("html[data-hydrated]").waitFor();
    const frame = page.getByTitle("Consultation request form");
    await expect(frame).toHaveAttribute("height", "800");
    const service_ = page.frame({ url: service.url });
    if (!service_) throw new Error("the form frame did not load");

    await service_.evaluate(() => window.parent.postMessage({ type: "setHeight", height: 900 }, "*"));
    await expect(frame).toHaveAttribute("height", "950");
    await service_.evaluate(() => window.parent.postMessage("height:100", "*"));
    await expect(frame).toHaveAttribute("height", "600");
    // A JSON text with only a height counts as "a text containing a height".
    await service_.evaluate(() => window.parent.postMessage('{"height": 700}', "*"));
    await expect(frame).toHaveAttribute("height", "750");
    await service_.evaluate(() => window.parent.postMessage({ type: "setHeight", height: 4000 }, "*"));
    await expect(frame).toHaveAttribute("height", "1200");

    // The page itself is not the form service: its messages are ignored.
    await page.evaluate(() => window.postMessage({ type: "setHeight", height: 700 }, "*"));
    await page.waitForTimeout(200);
    await expect(frame).toHaveAttribute("height", "1200");

    await page.goto(`${site.url}/`);
    await page.locator("html[data-hydrated]").waitFor();
    const newsletter = page.getByTitle("Newsletter signup form");
    await expect(newsletter).toHaveAttribute("height", "400");
    // Lower sections are drawn (and their frames loaded) as they come near the screen.
    await newsletter.scrollIntoViewIfNeeded();
    await expect.poll(() => page.frame({ url: service.url }) !== null).toBe(true);
    const newsletterService = page.frame({ url: service.url });
    if (!newsletterService) throw new Error("the newsletter frame did not load");
    await newsletterService.evaluate(() => window.parent.postMessage({ type: "setHeight", height: 500 }, "*"));
    await expect(newsletter).toHaveAttribute("height", "540");
    await newsletterService.evaluate(() => window.parent.postMessage({ type: "setHeight", height: "?" }, "*"));
    await expect(newsletter).toHaveAttribute("height", "450");
  } finally {
    await stop();
    await service.close();
  }
});

test("without a configured form, /get-started offers the contact form instead of an empty frame", async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/get-started`);
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(
    page.locator("#registration-form").getByRole("button", { name: "Request a free consultation" }),
  ).toBeVisible();
});
