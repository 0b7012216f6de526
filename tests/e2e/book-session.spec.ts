import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test as base, expect } from "@playwright/test";
import { eq } from "drizzle-orm";
import { listOpenSlots } from "#core/bookings/list-open-slots";
import { bookingSettings, bookings, sessionTypes } from "#db/schema";
import type { WeeklyRange } from "#rules/booking-data";
import { startTestSite, type TestSite } from "./fixtures/site";

/** A visitor books a session on a phone, in her own zone with JavaScript and in the business's without. */

const BUSINESS_ZONE = "America/New_York";
const VISITOR_ZONE = "Asia/Kolkata";

const test = base.extend<{ site: TestSite }, { workerSite: TestSite }>({
  workerSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const { site, stop } = await startTestSite({ SITE_TIME_ZONE: BUSINESS_ZONE });
      await use(site);
      await stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  site: async ({ workerSite }, use) => {
    await workerSite.reset();
    await use(workerSite);
  },
});

test.use({ timezoneId: VISITOR_ZONE, viewport: { width: 390, height: 844 }, hasTouch: true });

const everyDay: WeeklyRange[] = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
  weekday,
  start: "09:00",
  end: "17:00",
}));

/** A session type open every day from 9 to 5 where the business is; its first open time. */
async function openSession(site: TestSite): Promise<number> {
  await site.db.insert(bookingSettings).values({ id: 1, weeklyHours: everyDay });
  const [type] = await site.db
    .insert(sessionTypes)
    .values({
      name: "Free consultation",
      slug: "free-consultation",
      description: "A **free** first talk about your money.",
      durationMinutes: 30,
      minNoticeMinutes: 1440,
      maxDaysAhead: 40,
      locationDetail: "https://video.example.com/room",
      status: "active",
      intakeQuestions: [
        { id: "goal", label: "What would you like help with?", kind: "long_text", required: true, choices: [] },
      ],
    })
    .returning();
  if (!type) throw new Error("no session type");
  const { slots } = await listOpenSlots({ db: site.db, sessionType: type, timeZone: BUSINESS_ZONE, days: 40 });
  if (!slots[0]) throw new Error("no open time");
  return slots[0].start;
}

function clock(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(instant);
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
}

/** Picks the first day and its first time, fills the form as a person would, and confirms. */
async function bookFirstTime(page: Page, expectedClock: string, scripted: boolean) {
  await page.locator('a[href*="date="]').first().click();
  const firstTime = page.locator('a[href*="start="]').first();
  await expect(firstTime).toHaveText(expectedClock);
  await expect(firstTime).toHaveAccessibleName(new RegExp(`^\\w+day, \\w+ \\d+, ${expectedClock}$`));
  await expectFitsPhone(page);
  if (scripted) await expectNoViolations(page);
  await firstTime.click();
  await expect(page.getByTestId("chosen-time")).toContainText(expectedClock);
  await page.getByRole("textbox", { name: "Name" }).fill("Priya Shah");
  await page.getByRole("textbox", { name: "Email" }).fill("priya@example.com");
  await page.getByRole("textbox", { name: "What would you like help with?" }).fill("A plan for my debts");
  if (scripted) await expectNoViolations(page);
  // The bot check of the visitor forms: a person takes at least two seconds.
  await page.waitForTimeout(2100);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f]{64}\?booked=1$/);
  await expect(page.getByRole("status").filter({ hasText: "You're booked" })).toBeVisible();
}

test("with JavaScript, times are shown in her own zone; she books and cancels through the cancel page", async ({
  site,
  page,
}) => {
  const first = await openSession(site);
  await page.goto(`${site.url}/book/free-consultation`);
  // Her browser's zone replaces the business's, by its current name: Chromium reports India as Asia/Calcutta.
  await expect(page).toHaveURL(/\?tz=Asia%2FKolkata$/);
  await expect(page.getByTestId("zone")).toHaveText("Times are shown in India Standard Time (Asia/Kolkata).");
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Kolkata");
  await expect(page.locator("strong", { hasText: "free" })).toBeVisible();
  await expectNoViolations(page);
  expect(clock(first, VISITOR_ZONE)).not.toBe(clock(first, BUSINESS_ZONE));
  await bookFirstTime(page, clock(first, VISITOR_ZONE), true);
  await expect(page.getByTestId("booking-when")).toContainText("India Standard Time");
  await expect(page.getByTestId("booking-when")).toContainText(clock(first, BUSINESS_ZONE));
  await expect(page.getByText("https://video.example.com/room")).toBeVisible();
  await expectNoViolations(page);

  // The reschedule page offers the same days in the zone she booked in.
  await page.getByRole("link", { name: "Reschedule" }).click();
  await expect(page.getByTestId("zone")).toHaveText(/India Standard Time/);
  await page.locator('a[href*="date="]').first().click();
  await page.locator('a[href*="start="]').nth(1).click();
  await expect(page.getByRole("button", { name: /^Move my booking to / })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoViolations(page);
  await page.getByRole("link", { name: "Back to your booking" }).click();

  await page.getByRole("link", { name: "Cancel booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your booking");
  await expectNoViolations(page);
  const [before] = await site.db.select().from(bookings);
  expect(before?.status).toBe("confirmed");
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your booking is cancelled." })).toBeVisible();
  const [after] = await site.db
    .select()
    .from(bookings)
    .where(eq(bookings.id, before?.id ?? ""));
  expect(after?.status).toBe("cancelled");
});

test("without JavaScript, the page shows the business's zone and books through links and a plain form", async ({
  site,
  browser,
}) => {
  const first = await openSession(site);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    timezoneId: VISITOR_ZONE,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`${site.url}/book/free-consultation`);
  await expect(page).toHaveURL(`${site.url}/book/free-consultation`);
  await expect(page.getByTestId("zone")).toHaveText(
    /Times are shown in Eastern (Standard|Daylight) Time \(America\/New_York\)/,
  );
  await bookFirstTime(page, clock(first, BUSINESS_ZONE), false);
  const [row] = await site.db.select().from(bookings);
  expect(row?.startsAt.getTime()).toBe(first);
  expect(row?.visitorTimeZone).toBe(BUSINESS_ZONE);
  await context.close();
});
