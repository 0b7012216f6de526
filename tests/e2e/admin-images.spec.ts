import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { heroImages } from "#db/schema";
import { IMAGE_LINK_MESSAGES, IMAGE_MESSAGES, PAGE_BACKGROUND } from "#rules/images";
import { TESTIMONIAL_MESSAGES } from "#rules/testimonial";
import { heicPhoto, transparentPicture } from "#tests/setup/sample-images";
import { expect, test } from "./fixtures/admin";

const HEIC_FILE = { name: "IMG_0412.HEIC", mimeType: "image/heic", buffer: heicPhoto() };

async function fillNewTestimonial(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/admin/testimonials/new`);
  await page.getByLabel("Name").fill("Priya N.");
  await page.getByLabel("Quote").fill("I finally stopped dreading the mailbox.");
}

test("an iPhone HEIC photo is answered with how to send a JPEG, before it is sent", async ({
  site,
  adminPage: page,
}) => {
  await fillNewTestimonial(page, site.url);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Image file").setInputFiles(HEIC_FILE);
  await expect(page.getByText(IMAGE_MESSAGES.heicNotSupported)).toBeVisible();
  await expect(page.getByText("Failed to load image")).toHaveCount(0);
  await expect(page.getByText(IMAGE_MESSAGES.notAnImage)).toHaveCount(0);

  // The hero manager's upload says the same.
  await page.goto(`${site.url}/admin/hero-images`);
  await page.getByRole("button", { name: "Upload Image" }).click();
  const modal = page.getByRole("dialog", { name: "Upload Hero Image" });
  await modal.getByLabel("Image File").setInputFiles(HEIC_FILE);
  await expect(modal.getByText(IMAGE_MESSAGES.heicNotSupported)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers an HEIC photo with the same message and saves nothing", async ({
    site,
    adminPage: page,
  }) => {
    await fillNewTestimonial(page, site.url);
    await page.getByLabel("Image file").setInputFiles(HEIC_FILE);
    await page.getByRole("button", { name: "Create Testimonial" }).click();
    await expect(page.getByText(IMAGE_MESSAGES.heicNotSupported)).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Priya N.");
    await page.goto(`${site.url}/admin?tab=testimonials`);
    await expect(page.getByText(TESTIMONIAL_MESSAGES.emptyTitle)).toBeVisible();
  });
});

test("a transparent PNG's thumbnail shows on the page's background, not on black", async ({
  site,
  adminPage: page,
}) => {
  await fillNewTestimonial(page, site.url);
  await page.getByLabel("Image file").setInputFiles({
    name: "cut-out.png",
    mimeType: "image/png",
    buffer: await transparentPicture(200, 200),
  });
  await page.getByRole("button", { name: "Create Testimonial" }).click();
  await expect(page.getByText(TESTIMONIAL_MESSAGES.created)).toBeVisible();
  const thumbnail = page.getByRole("row", { name: /Priya N\./ }).locator("img");
  await expect(thumbnail).toHaveAttribute("src", /\.jpg$/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const shot = await thumbnail.screenshot();
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const at = (Math.round(y * info.height) * info.width + Math.round(x * info.width)) * info.channels;
    return [...data.subarray(at, at + 3)];
  };
  const background = [1, 3, 5].map((start) => Number.parseInt(PAGE_BACKGROUND.slice(start, start + 2), 16));
  // Above the red disc, inside the round frame: where the PNG is transparent.
  const outside = pixel(0.5, 0.14);
  for (const [channel, value] of outside.entries())
    expect(Math.abs(value - (background[channel] ?? 0))).toBeLessThan(8);
  const [red = 0, green = 255] = pixel(0.5, 0.5);
  expect(red).toBeGreaterThan(150);
  expect(green).toBeLessThan(100);
});

test.describe("Add from URL", () => {
  let server: http.Server;
  let origin = "";
  const visitors: string[] = [];

  test.beforeAll(async () => {
    const photo = await sharp({ create: { width: 1234, height: 567, channels: 3, background: "#4a7" } })
      .png()
      .toBuffer();
    server = http.createServer((request, response) => {
      visitors.push(request.headers["user-agent"] ?? "");
      if (request.url === "/photo.png") {
        response.writeHead(200, { "content-type": "image/png", "content-length": photo.length });
        response.end(photo);
        return;
      }
      response.writeHead(404, { "content-type": "text/html" });
      response.end("<h1>Not found</h1>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("warns when the link does not load and keeps nothing; saves the real size of one that does", async ({
    site,
    adminPage: page,
  }) => {
    await page.goto(`${site.url}/admin/hero-images`);
    await page.getByRole("button", { name: "Add from URL" }).click();
    const modal = page.getByRole("dialog", { name: "Add Image from URL" });
    await modal.getByLabel("Image Name").fill("Harbour");

    await modal.getByLabel("Image URL").fill(`${origin}/missing.jpg`);
    await expect(modal.getByText(IMAGE_LINK_MESSAGES.notLoaded)).toBeVisible();
    await modal.getByRole("button", { name: "Add Image" }).click();
    await expect(modal.getByText(IMAGE_LINK_MESSAGES.notLoaded)).toBeVisible();
    await expect(modal.getByLabel("Image URL")).toHaveAttribute("aria-invalid", "true");
    await expect(modal).toBeVisible();
    expect(await site.db.select().from(heroImages)).toHaveLength(0);

    await modal.getByLabel("Image URL").fill(`${origin}/photo.png`);
    await expect(modal.getByRole("img", { name: "Preview of the chosen file or link" })).toBeVisible();
    await expect(modal.getByText(IMAGE_LINK_MESSAGES.notLoaded)).toHaveCount(0);
    await modal.getByRole("button", { name: "Add Image" }).click();
    await expect(page.getByText("Image added successfully")).toBeVisible();

    const card = page.getByRole("article", { name: "Harbour" });
    await expect(card.getByText("1234 x 567")).toBeVisible();
    await expect(card.getByText("Size unknown")).toBeVisible();
    await expect(card.getByText("0 Bytes")).toHaveCount(0);
    const [row] = await site.db.select().from(heroImages);
    expect(row).toMatchObject({ imageUrl: `${origin}/photo.png`, width: 1234, height: 567, fileSize: 0 });

    // Only the owner's browser asked for the links; the site itself never fetched them.
    expect(visitors.length).toBeGreaterThan(0);
    for (const agent of visitors) expect(agent).toMatch(/Chrome/);
  });
});
