import type { Page } from "@playwright/test";
import { listOpenSlots } from "#core/bookings/list-open-slots";
import type { Database } from "#db/client";
import {
  bookingSettings,
  bookings,
  classRegistrations,
  contactMessages,
  emailSubscribers,
  sessionTypes,
} from "#db/schema";
import type { WeeklyRange } from "#rules/booking-data";
import { REGISTRATION_MESSAGES } from "#rules/class-registration";
import { SUBSCRIBER_MESSAGES } from "#rules/subscriber";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { expect, type TestSite, test } from "./fixtures/site";

/**
 * A visitor on a slow connection types into a form before the page's script
 * has arrived. When it runs, what she typed stays, and sending works: on every
 * visitor form, on a page made for her and on a stored one (the home page).
 */

type Form = {
  name: string;
  /** The page's address once the test's rows are in. */
  path: (site: TestSite) => Promise<string>;
  fill: Record<string, string>;
  button: string;
  /** What she reads once it is sent. */
  thanked: RegExp | string;
  rows: (db: Database) => Promise<unknown[]>;
};

const everyDay: WeeklyRange[] = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
  weekday,
  start: "09:00",
  end: "17:00",
}));

/** The newsletter signup, on a page of its own or within another. */
function signup(name: string, path: string): Form {
  return {
    name,
    path: async () => path,
    fill: { "First name": "Ann", "Last name": "Lee", Email: "ann@example.com" },
    button: "Subscribe",
    thanked: SUBSCRIBER_MESSAGES.subscribed,
    rows: (db) => db.select().from(emailSubscribers),
  };
}

const FORMS: Form[] = [
  {
    name: "contact page",
    path: async () => "/contact",
    fill: { Name: "Ann Lee", Email: "ann@example.com", Message: "Can we talk about my debt?" },
    button: "Send Message",
    thanked: /Thank you for reaching out!|Your message has been sent/,
    rows: (db) => db.select().from(contactMessages),
  },
  signup("newsletter page", "/newsletter"),
  signup("newsletter signup on the home page (a stored page)", "/"),
  {
    name: "workshop registration",
    path: async (site) => {
      const classType = await addClassType(site.db, { title: "Debt Payoff Masterclass", slug: "debt-payoff" });
      const classDate = await addClassInstance(site.db, classType.id, {
        capacity: 3,
        availableSpots: 3,
        registrationMode: "on_site",
      });
      return `/classes/debt-payoff/${classDate.id}/register`;
    },
    fill: { "First name": "Ann", "Last name": "Lee", Email: "ann@example.com" },
    button: REGISTRATION_MESSAGES.register,
    thanked: REGISTRATION_MESSAGES.confirmed,
    rows: (db) => db.select().from(classRegistrations),
  },
  {
    name: "booking form",
    path: async (site) => {
      await site.db.insert(bookingSettings).values({ id: 1, weeklyHours: everyDay });
      const [type] = await site.db
        .insert(sessionTypes)
        .values({ name: "Free consultation", slug: "free-consultation", durationMinutes: 30, status: "active" })
        .returning();
      if (!type) throw new Error("no session type");
      const { slots } = await listOpenSlots({ db: site.db, sessionType: type, timeZone: "UTC", days: 30 });
      const start = new Date(slots[0]?.start ?? 0).toISOString();
      return `/book/free-consultation?tz=UTC&date=${start.slice(0, 10)}&start=${encodeURIComponent(start)}`;
    },
    fill: { Name: "Ann Lee", Email: "ann@example.com" },
    button: "Confirm booking",
    thanked: "You're booked",
    rows: (db) => db.select().from(bookings),
  },
];

/** Holds back every script module of the page until `release` is called, as a slow connection would. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const form of FORMS) {
  test(`${form.name}: what is typed before the script runs stays, and sending works`, async ({ site, page }) => {
    const path = await form.path(site);
    const release = await holdScripts(page);
    await page.goto(`${site.url}${path}`, { waitUntil: "domcontentloaded" });
    for (const [label, value] of Object.entries(form.fill)) {
      await page.getByRole("textbox", { name: label }).first().fill(value);
    }
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    release();
    await page.locator("html[data-hydrated]").waitFor();
    const submit = page.getByRole("button", { name: form.button });
    // The home page's form is loaded after the rest of the page: it is ready once React holds its button.
    await expect
      .poll(() => submit.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"))))
      .toBe(true);
    for (const [label, value] of Object.entries(form.fill)) {
      await expect(page.getByRole("textbox", { name: label }).first()).toHaveValue(value);
    }
    await submit.click();
    await expect(page.getByText(form.thanked).first()).toBeVisible();
    await expect.poll(async () => (await form.rows(site.db)).length).toBe(1);
  });
}
