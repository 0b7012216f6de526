import AxeBuilder from "@axe-core/playwright";
import { eq } from "drizzle-orm";
import { bookings } from "#db/schema";
import { BOOKING_ADMIN_MESSAGES } from "#rules/booking-admin";
import { daysFromNow, insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { expect, test } from "./fixtures/admin";

async function expectNoAxeViolations(page: import("@playwright/test").Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

test("the owner sees a pending booking, approves it and finds it in the week view", async ({
  site,
  adminPage: page,
}) => {
  const strategy = await insertSessionType(site.db, {
    name: "Money Strategy Session",
    durationMinutes: 150,
    confirmation: "approval",
  });
  const start = daysFromNow(3);
  const booking = await insertBooking(site.db, strategy, start, {
    name: "Priya Raman",
    email: "priya@example.com",
    status: "pending",
    capMonth: "2026-12",
    answers: [
      { questionId: "goal", question: "What would you like to change?", answer: "Stop living paycheck to paycheck" },
    ],
  });
  await insertBooking(site.db, strategy, daysFromNow(5), { name: "Ben Okafor" });

  await page.goto(`${site.url}/admin`);
  await page.getByRole("link", { name: "Bookings", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
  const row = page.getByRole("row", { name: /Priya Raman/ });
  await expect(row.getByText("Waiting for approval")).toBeVisible();
  await expect(row.getByText(BOOKING_ADMIN_MESSAGES.newClient)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Search bookings").fill("ben");
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByLabel("Search bookings").fill("");
  await expect(page.getByRole("row")).toHaveCount(3);

  await page.getByRole("link", { name: "Priya Raman" }).click();
  await expect(page.getByRole("heading", { name: "Money Strategy Session: Priya Raman" })).toBeVisible();
  await expect(page.getByText("Stop living paycheck to paycheck")).toBeVisible();
  await expect(page.getByRole("link", { name: "priya@example.com" })).toHaveAttribute(
    "href",
    "mailto:priya%40example.com",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status").getByText(BOOKING_ADMIN_MESSAGES.approved)).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve" })).toBeHidden();
  await expect
    .poll(async () => (await site.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]?.status)
    .toBe("confirmed");

  await page.getByRole("textbox", { name: /^Notes/ }).fill("Bring last three months of statements.");
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByRole("status").getByText(BOOKING_ADMIN_MESSAGES.notesSaved)).toBeVisible();

  await page.getByRole("link", { name: "See the week" }).click();
  await expect(page.getByRole("heading", { name: /^Week of/ })).toBeVisible();
  const link = page.getByRole("link", { name: /Priya Raman/ });
  await expect(link).toBeVisible();
  await expect(link).not.toContainText("Waiting for approval");
  await expectNoAxeViolations(page);
  await link.click();
  await expect(page.getByRole("heading", { name: "Money Strategy Session: Priya Raman" })).toBeVisible();

  // Cancelling for the client asks first, then frees the time.
  await page.getByRole("link", { name: "← Bookings" }).click();
  await page.getByRole("link", { name: "Ben Okafor" }).click();
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Cancel the booking of Ben Okafor?");
  await dialog.getByRole("button", { name: "Yes, cancel the booking" }).click();
  await expect(page.getByText(BOOKING_ADMIN_MESSAGES.cancelled)).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel booking" })).toBeHidden();
  const [cancelled] = await site.db.select().from(bookings).where(eq(bookings.name, "Ben Okafor"));
  expect(cancelled).toMatchObject({ status: "cancelled", cancelledBy: "owner" });
  await page.goto(`${site.url}/admin/bookings?view=cancelled`);
  await expect(page.getByRole("link", { name: "Ben Okafor" })).toBeVisible();
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the week view is a list by day, with bookings and class dates as links", async ({ site, adminPage: page }) => {
    const type = await insertSessionType(site.db, { name: "Free consultation", durationMinutes: 30 });
    await insertBooking(site.db, type, new Date("2026-12-02T15:00:00Z"), {
      name: "Alexandra Montgomery-Whitfield",
      status: "pending",
    });
    const classType = await addClassType(site.db, { title: "Budget Basics for Busy Families" });
    await addClassInstance(site.db, classType.id, { date: "2026-12-04", time: "6:30 PM", status: "active" });

    await page.goto(`${site.url}/admin/bookings/week?start=2026-12-02`);
    await expect(page.getByRole("heading", { name: "Week of Monday, November 30, 2026" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(7);
    const wednesday = page.getByRole("region", { name: "Wednesday, Dec 2" });
    await expect(wednesday.getByRole("link", { name: /Alexandra Montgomery-Whitfield/ })).toContainText(
      "Waiting for approval",
    );
    await expect(
      page.getByRole("region", { name: "Friday, Dec 4" }).getByRole("link", { name: /Budget Basics/ }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Next week →" }).click();
    await expect(page.getByRole("heading", { name: "Week of Monday, December 7, 2026" })).toBeVisible();

    // The list and a booking's page fit the phone too.
    await insertBooking(site.db, type, daysFromNow(2), {
      name: "Maximiliano Fernández-Castellanos",
      email: "maximiliano.fernandez.castellanos@example.com",
      status: "pending",
    });
    await page.goto(`${site.url}/admin/bookings`);
    await expect(page.getByRole("link", { name: "Maximiliano Fernández-Castellanos" })).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
    await page.getByRole("link", { name: "Maximiliano Fernández-Castellanos" }).click();
    await expect(page.getByRole("button", { name: "Approve" })).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  });
});
