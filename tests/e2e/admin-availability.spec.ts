import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { formatClassDate } from "#app/lib/format";
import { getBookingSettings } from "#core/bookings/get-booking-settings";
import { addDays, todayIn } from "#core/dates";
import { availabilityOverrides } from "#db/schema";
import { AVAILABILITY_MESSAGES } from "#rules/availability";
import { CONSULTATION_WITH_QUESTIONS, insertSessionType } from "#tests/setup/booking-rows";
import { expect, test } from "./fixtures/admin";

const toast = (page: Page, message: string) => page.getByRole("status").getByText(message, { exact: true });

/** The weekday (1 Monday ... 7 Sunday) of a YYYY-MM-DD date. */
const weekdayOf = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

test("the owner sets her weekly hours, a day off, and sees the open times a visitor would", async ({
  site,
  adminPage: page,
}) => {
  // A session bookable from tomorrow, with no notice to wait out.
  await insertSessionType(site.db, {
    ...CONSULTATION_WITH_QUESTIONS,
    slug: "free-consultation",
    minNoticeMinutes: 0,
    maxDaysAhead: 30,
  });
  const today = todayIn("UTC");
  const tomorrow = addDays(today, 1);
  const dayAfter = addDays(today, 2);
  const tomorrowName = WEEKDAY_NAMES[weekdayOf(tomorrow) - 1] ?? "";
  const dayAfterName = WEEKDAY_NAMES[weekdayOf(dayAfter) - 1] ?? "";

  await page.goto(`${site.url}/admin`);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Availability" }).click();
  await expect(page).toHaveURL(`${site.url}/admin/availability`);
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByText("All times are in the business's time zone")).toContainText("UTC");
  await expect(page.getByText(/No open times in the next 14 days/)).toBeVisible();

  // Two ranges that overlap are refused with the day's message.
  for (const [day, ranges] of [
    [
      tomorrowName,
      [
        ["09:00", "12:00"],
        ["11:00", "13:00"],
      ],
    ],
    [dayAfterName, [["15:00", "16:00"]]],
  ] as const) {
    for (const [index, [start, end]] of ranges.entries()) {
      await page.getByRole("button", { name: `Add hours on ${day}` }).click();
      await page.getByLabel(`From (${day}, range ${index + 1})`).fill(start);
      await page.getByLabel(`To (${day}, range ${index + 1})`).fill(end);
    }
  }
  await page.getByRole("button", { name: "Save Hours and Settings" }).click();
  await expect(page.getByText(AVAILABILITY_MESSAGES.overlap(tomorrowName, "09:00–12:00", "11:00–13:00"))).toBeVisible();
  expect((await getBookingSettings({ db: site.db })).weeklyHours).toEqual([]);

  await page.getByLabel(`To (${tomorrowName}, range 2)`).fill("14:00");
  await page.getByLabel(`From (${tomorrowName}, range 2)`).fill("13:00");
  await page.getByLabel("New clients a month, at most").fill("2");
  await page.getByRole("button", { name: "Save Hours and Settings" }).click();
  await expect(toast(page, AVAILABILITY_MESSAGES.saved)).toBeVisible();
  const saved = await getBookingSettings({ db: site.db });
  expect(saved.newClientCap).toBe(2);
  expect(saved.weeklyHours).toHaveLength(3);

  // The preview offers tomorrow's and the next day's times.
  const preview = page.getByRole("list", { name: "Open times in UTC" });
  await expect(preview).toContainText("9:00 AM");
  await expect(preview).toContainText("1:00 PM");
  await expect(preview).toContainText("3:00 PM");
  const dayAfterTimes = preview.getByRole("listitem").filter({ hasText: formatClassDate(dayAfter) });
  await expect(dayAfterTimes).toContainText("3:00 PM");

  // A day off on the day after tomorrow takes its times away; a past date is refused.
  await page.getByRole("textbox", { name: "Date", exact: true }).fill(addDays(today, -1));
  await page.getByRole("button", { name: "Save Date" }).click();
  await expect(page.getByText(AVAILABILITY_MESSAGES.datePast)).toBeVisible();
  await page.getByRole("textbox", { name: "Date", exact: true }).fill(dayAfter);
  await page.getByLabel("Note for yourself").fill("Dentist");
  await page.getByRole("button", { name: "Save Date" }).click();
  await expect(page.getByRole("row", { name: /Dentist/ })).toContainText("Day off");
  await expect(preview).toContainText("9:00 AM");
  await expect(dayAfterTimes).toHaveCount(0);
  expect(await site.db.select().from(availabilityOverrides)).toHaveLength(1);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  // Removed, the weekly hours apply again.
  await page.getByRole("button", { name: /Remove the change for/ }).click();
  await expect(page.getByText("No upcoming date has hours of its own.")).toBeVisible();
  await expect(dayAfterTimes).toContainText("3:00 PM");
});

test("the availability page fits a phone and passes axe", async ({ site, adminPage: page }) => {
  await insertSessionType(site.db, { ...CONSULTATION_WITH_QUESTIONS, slug: "free-consultation" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.url}/admin/availability`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("button", { name: "Add hours on Monday" }).click();
  await expect(page.getByLabel("From (Monday, range 1)")).toBeFocused();
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
});
