import { storeImage } from "#core/images/store-image";
import { classInstances } from "#db/schema";
import { CLASS_PAGE_MESSAGES } from "#rules/class-page";
import { IMAGE_MAX_BYTES } from "#rules/images";
import { addClassInstance, addClassType, addTeamMember } from "#tests/setup/content";
import { samplePicture } from "#tests/setup/sample-images";
import { expect, startTestSite, test } from "./fixtures/site";

const LONG_DESCRIPTION =
  "A calm evening for anyone who keeps meaning to start a budget. We look at where the money goes, " +
  "build a spending plan around your real income and bills, and leave room for the things that matter to you, " +
  "so the plan survives a real month.";

test("the instructor's photo keeps its shape at 1280 and 390 px", async ({ page, site }) => {
  const portrait = await storeImage({
    db: site.db,
    bytes: await samplePicture("jpeg", 600, 600),
    purpose: "portrait",
    maxBytes: IMAGE_MAX_BYTES,
  });
  const instructor = await addTeamMember(site.db, {
    name: "Jordan Lee",
    imageId: portrait.id,
    bio: "Jordan has coached families through debt, divorce, new babies and career changes for over a decade, and believes every plan starts with listening.",
  });
  await addClassType(site.db, { instructorId: instructor.id, slug: "budget-basics" });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/classes/budget-basics`);
    const section = page.getByRole("region", { name: "Meet Your Instructor" });
    const photo = section.locator("img");
    await expect(photo).toBeVisible();
    const box = await photo.boundingBox();
    expect(box?.width, `photo width at ${width} px`).toBeCloseTo(96, 0);
    expect(box?.height, `photo height at ${width} px`).toBeCloseTo(96, 0);
  }
});

test("the cover image sits beside the title from 768 px and right under it on a phone, and the instructor's photo beside the bio", async ({
  page,
  site,
}) => {
  const cover = await storeImage({
    db: site.db,
    bytes: await samplePicture("jpeg", 1200, 800),
    purpose: "cover",
    maxBytes: IMAGE_MAX_BYTES,
  });
  const portrait = await storeImage({
    db: site.db,
    bytes: await samplePicture("jpeg", 400, 400),
    purpose: "portrait",
    maxBytes: IMAGE_MAX_BYTES,
  });
  const instructor = await addTeamMember(site.db, { name: "Jordan Lee", imageId: portrait.id, bio: "Coach." });
  await addClassType(site.db, { featuredImageId: cover.id, instructorId: instructor.id });
  for (const width of [1280, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/classes/budget-basics`);
    const title = await page.getByRole("heading", { level: 1 }).boundingBox();
    const description = await page.getByText("Build a budget that fits your real month.").boundingBox();
    const image = await page.locator("header img").boundingBox();
    if (!title || !description || !image) throw new Error(`header not drawn at ${width} px`);
    if (width >= 768) {
      // One row: the image to the right of the text, overlapping its height.
      expect(image.x, `image beside the text at ${width} px`).toBeGreaterThan(title.x + title.width - 1);
      expect(image.y, `image in the title's row at ${width} px`).toBeLessThan(description.y + description.height);
    } else {
      // Under the description with the grid's 32 px gap, no empty cells between.
      expect(image.y - (description.y + description.height), `gap above the image at ${width} px`).toBeCloseTo(32, 0);
    }
    const section = page.getByRole("region", { name: "Meet Your Instructor" });
    const photo = await section.locator("img").boundingBox();
    const name = await section.getByText("Jordan Lee").boundingBox();
    if (!photo || !name) throw new Error(`instructor not drawn at ${width} px`);
    expect(name.x - (photo.x + photo.width), `gap beside the photo at ${width} px`).toBeCloseTo(20, 0);
  }
});

test("on a phone the next date's price and Register Now are near the top", async ({ page, site }) => {
  const classType = await addClassType(site.db, {
    description: LONG_DESCRIPTION,
    whatYouGet: ["A spending plan template", "A list of bills by due date", "A follow-up email"],
    agenda: [
      { time: "6:00 PM", topic: "Welcome", description: "Introductions and what you hope to change" },
      { time: "6:20 PM", topic: "Where it goes", description: "Reading three months of statements" },
      { time: "7:00 PM", topic: "Your plan", description: "Building the plan together" },
    ],
  });
  await addClassInstance(site.db, classType.id, {
    daysFromToday: 3,
    price: "$39",
    registrationUrl: "https://tickets.example.com/first",
  });
  await addClassInstance(site.db, classType.id, { daysFromToday: 10, price: "$49" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.url}/classes/budget-basics`);
  const register = page.getByRole("link", { name: /^Register Now/ });
  await expect(register).toBeVisible();
  await expect(register).toHaveAttribute("href", "https://tickets.example.com/first");
  const summary = page.getByRole("complementary", { name: "Next class" });
  await expect(summary.getByText("$39")).toBeVisible();
  // Within the first screen and a half, before the list of dates and the agenda.
  const registerTop = (await register.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(registerTop).toBeLessThan(844 * 1.5);
  const agendaTop = (await page.getByRole("heading", { name: "Workshop Agenda" }).boundingBox())?.y ?? 0;
  expect(registerTop).toBeLessThan(agendaTop);
});

test("the description shared with search engines and social cards ends on a whole word", async ({ page, site }) => {
  await addClassType(site.db, { description: LONG_DESCRIPTION });
  await page.goto(`${site.url}/classes/budget-basics`);
  for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
    const content = (await page.locator(selector).getAttribute("content")) ?? "";
    expect(content.length).toBeLessThanOrEqual(160);
    expect(content).toMatch(/\p{L}…$/u);
    const kept = content.slice(0, -1);
    expect(LONG_DESCRIPTION.startsWith(kept)).toBe(true);
    expect(LONG_DESCRIPTION[kept.length]).toMatch(/[\s,.;:]/);
  }
});

test("malformed class addresses are a 404 'Class not found', not a server error", async ({ page, request, site }) => {
  await addClassType(site.db, { slug: "budget-basics" });
  for (const path of [
    "/classes/%00",
    "/classes/budget-basics%00",
    "/classes/budget%2Fbasics",
    "/classes/Budget-Basics",
    "/classes/caf%C3%A9",
  ]) {
    const response = await request.get(`${site.url}${path}`);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain(`<title>${CLASS_PAGE_MESSAGES.notFound}</title>`);
    expect(html, path).toContain("Back to Events");
  }
  await page.goto(`${site.url}/classes/%00`);
  await expect(page.getByRole("heading", { level: 1, name: CLASS_PAGE_MESSAGES.notFound })).toBeVisible();
});

test("a class page that cannot be read says so in its heading and its title", async ({ page, databaseBackend }) => {
  test.setTimeout(90_000);
  const { site, stop } = await startTestSite({}, databaseBackend);
  try {
    await site.handle.close();
    const response = await page.goto(`${site.url}/classes/budget-basics`);
    expect(response?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.getByRole("heading", { level: 1, name: CLASS_PAGE_MESSAGES.loadFailed })).toBeVisible();
    await expect(page).toHaveTitle(CLASS_PAGE_MESSAGES.loadFailed);
  } finally {
    await stop();
  }
});

test("a free date shows no words on paying under its price, a paid date of the same class does", async ({
  page,
  site,
}) => {
  const classType = await addClassType(site.db, { howToPay: "Pay by card through the link we email you." });
  await addClassInstance(site.db, classType.id, { daysFromToday: 3, price: "Free" });
  await page.goto(`${site.url}/classes/budget-basics`);
  const summary = page.getByRole("complementary", { name: "Next class" });
  await expect(summary.getByText("Free", { exact: true })).toBeVisible();
  await expect(summary.getByTestId("how-to-pay")).toHaveCount(0);
  await site.db.delete(classInstances);
  await addClassInstance(site.db, classType.id, { daysFromToday: 3, price: "$29" });
  await page.goto(`${site.url}/classes/budget-basics`);
  await expect(summary.getByTestId("how-to-pay")).toContainText("Pay by card through the link we email you.");
});
