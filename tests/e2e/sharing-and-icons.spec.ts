import sharp from "sharp";
import { createHeroImage } from "#core/hero-images/create-hero-image";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { heroActor, heroFields, storedSource } from "#tests/setup/hero-images";
import { expect, test } from "./fixtures/site";

const PUBLIC_PAGES = ["/", "/coaching", "/events", "/classes/budget-basics", "/faq", "/about", "/get-started"];

test("browsers and phones find the site's icons and manifest", async ({ page, request, site }) => {
  await page.goto(`${site.url}/`);
  for (const [selector, path] of [
    ['link[rel="icon"][href$=".ico"]', "/favicon.ico"],
    ['link[rel="apple-touch-icon"]', "/apple-touch-icon.png"],
    ['link[rel="manifest"]', "/site.webmanifest"],
  ] as const) {
    await expect(page.locator(selector)).toHaveAttribute("href", path);
  }
  const favicon = await request.get(`${site.url}/favicon.ico`);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toBe("image/x-icon");
  const touchIcon = await sharp(await (await request.get(`${site.url}/apple-touch-icon.png`)).body()).metadata();
  expect([touchIcon.width, touchIcon.height]).toEqual([180, 180]);

  const manifest = (await (await request.get(`${site.url}/site.webmanifest`)).json()) as {
    name: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name).toBeTruthy();
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) expect((await request.get(`${site.url}${icon.src}`)).status()).toBe(200);
});

test("every public page offers a large share picture; a page with its own hero shares it cropped to 1200x630", async ({
  page,
  request,
  site,
}) => {
  const classType = await addClassType(site.db);
  await addClassInstance(site.db, classType.id);
  await createHeroImage({
    db: site.db,
    fields: heroFields("Team at work", "about", true),
    source: await storedSource(site.db, { width: 1600, height: 1200 }),
    actor: heroActor,
  });

  const shared = new Map<string, string>();
  for (const path of PUBLIC_PAGES) {
    await page.goto(`${site.url}${path}`);
    const image = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
    // Absolute, on the configured public address.
    expect(image, path).toMatch(/^http:\/\/localhost:3000\//);
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('meta[property="og:image:alt"]'), path).toHaveAttribute("content", /.+/);
    shared.set(path, image);
  }

  expect(shared.get("/about")).toMatch(/\/media\/share\/[\w-]+\.jpg$/);
  expect(shared.get("/")).toMatch(/\/images\/share-default\.jpg$/);
  for (const path of ["/about", "/"]) {
    const response = await request.get(`${site.url}${new URL(shared.get(path) ?? "").pathname}`);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    const { width, height } = await sharp(await response.body()).metadata();
    expect([width, height], path).toEqual([1200, 630]);
  }
  expect((await request.get(`${site.url}/media/share/not-a-real-file.jpg`)).status()).toBe(404);
});
