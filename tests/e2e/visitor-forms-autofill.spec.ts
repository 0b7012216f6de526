import type { Browser, Locator, Page } from "@playwright/test";
import type { Database } from "#db/client";
import { classInstances, classRegistrations, contactMessages, emailSubscribers } from "#db/schema";
import { REGISTRATION_MESSAGES } from "#rules/class-registration";
import { CONFIRM_BUTTON, CONFIRM_MESSAGE } from "#rules/form-guard";
import { SUBSCRIBER_MESSAGES } from "#rules/subscriber";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { expect, test } from "./fixtures/site";
import { waitForHydration } from "./fixtures/visitor-forms";

/**
 * Every visitor form filled at the speed of autofill (all fields at once, sent
 * as soon as the page is ready), with JavaScript and without: the visitor is
 * never told "sent" for what was not stored. With the site's script the form
 * waits out the minimum fill time and is stored; without it the server asks
 * once more, with what was typed kept, and stores it when confirmed.
 */

type Form = {
  name: string;
  /** Opens the page with the form, ready to fill (once hydrated, when `scripted`). */
  open: (page: Page, site: { url: string; db: Database }, scripted: boolean) => Promise<void>;
  fill: Record<string, string>;
  /** The submit button's name before any question. */
  button: string;
  /** What the visitor reads once it is stored. */
  thanked: (page: Page) => Locator;
  /** Whether the form carries a signed start time (the home page, stored for everyone, does not). */
  startTime: boolean;
  rows: (db: Database) => Promise<unknown[]>;
};

async function visitor(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

async function goto(page: Page, url: string, scripted: boolean) {
  await page.goto(url);
  if (scripted) await page.locator("html[data-hydrated]").waitFor();
}

const FORMS: Form[] = [
  {
    name: "contact page",
    open: (page, site, scripted) => goto(page, `${site.url}/contact`, scripted),
    fill: { Name: "Ann Lee", Email: "ann@example.com", Message: "Can we talk about my debt?" },
    button: "Send Message",
    thanked: (page) => page.getByText(/Thank you for reaching out!|Your message has been sent/),
    startTime: true,
    rows: (db) => db.select().from(contactMessages),
  },
  {
    name: "consultation request from Get started",
    open: async (page, site, scripted) => {
      await goto(page, `${site.url}/get-started`, scripted);
      // Without a form service configured: the contact form with its subject, in a modal or
      // (without scripts) on the contact page.
      await page.getByRole(scripted ? "button" : "link", { name: "Request a free consultation" }).click();
      await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("Consultation Request");
    },
    fill: { Name: "Ann Lee", Email: "ann@example.com", Message: "I would like a free consultation call." },
    button: "Send Message",
    thanked: (page) => page.getByText(/Thank you for reaching out!|Your message has been sent/),
    startTime: true,
    rows: (db) => db.select().from(contactMessages),
  },
  {
    name: "newsletter page",
    open: (page, site, scripted) => goto(page, `${site.url}/newsletter`, scripted),
    fill: { "First name": "Ann", "Last name": "Lee", Email: "ann@example.com" },
    button: "Subscribe",
    thanked: (page) => page.getByText(SUBSCRIBER_MESSAGES.subscribed),
    startTime: true,
    rows: (db) => db.select().from(emailSubscribers),
  },
  {
    name: "newsletter on the home page (a stored page, with no start time in its form)",
    open: async (page, site, scripted) => {
      await goto(page, `${site.url}/`, scripted);
      const form = page.locator("form[action='/newsletter']");
      await expect(form.locator("input[name='startedAt']")).toHaveCount(0);
    },
    fill: { "First name": "Ann", "Last name": "Lee", Email: "ann@example.com" },
    button: "Subscribe",
    thanked: (page) => page.getByText(SUBSCRIBER_MESSAGES.subscribed),
    startTime: false,
    rows: (db) => db.select().from(emailSubscribers),
  },
  {
    name: "workshop registration",
    open: async (page, site, scripted) => {
      const [classDate] = await site.db.select().from(classInstances);
      await goto(page, `${site.url}/classes/debt-payoff/${classDate?.id}/register`, scripted);
    },
    fill: { "First name": "Ann", "Last name": "Lee", Email: "ann@example.com" },
    button: REGISTRATION_MESSAGES.register,
    thanked: (page) => page.getByRole("status").filter({ hasText: REGISTRATION_MESSAGES.confirmed }),
    startTime: true,
    rows: (db) => db.select().from(classRegistrations),
  },
];

test.beforeEach(async ({ site }) => {
  const classType = await addClassType(site.db, { title: "Debt Payoff Masterclass", slug: "debt-payoff" });
  await addClassInstance(site.db, classType.id, { capacity: 3, availableSpots: 3, registrationMode: "on_site" });
});

for (const form of FORMS) {
  test(`${form.name}, filled by autofill with JavaScript: stored, then thanked`, async ({ site, browser }) => {
    const page = await visitor(browser, true);
    await form.open(page, site, true);
    const submit = page.getByRole("button", { name: form.button });
    // The home page's form loads after the rest of the page.
    await waitForHydration(submit);
    for (const [label, value] of Object.entries(form.fill))
      await page.getByRole("textbox", { name: label }).fill(value);
    await submit.click();
    await expect(form.thanked(page).first()).toBeVisible();
    await expect.poll(async () => (await form.rows(site.db)).length).toBe(1);
  });

  test(`${form.name}, filled by autofill without JavaScript: never thanked for what was not stored`, async ({
    site,
    browser,
  }) => {
    const page = await visitor(browser, false);
    await form.open(page, site, false);
    for (const [label, value] of Object.entries(form.fill)) {
      await page.getByRole("textbox", { name: label }).fill(value);
    }
    await page.getByRole("button", { name: form.button }).click();

    // A form with no start time is always asked about. One that has one is asked when it came back
    // sooner than a person types, which a busy machine may not manage; the exact timing is
    // checked without a browser (app/lib/visitor-forms-without-script.http.test.ts).
    const asked = page.getByText(CONFIRM_MESSAGE).first();
    const thanked = form.thanked(page).first();
    await expect(asked.or(thanked)).toBeVisible();
    if (!form.startTime) await expect(asked).toBeVisible();
    if (await asked.isVisible()) {
      expect(await form.rows(site.db)).toHaveLength(0);
      for (const [label, value] of Object.entries(form.fill)) {
        await expect(page.getByRole("textbox", { name: label })).toHaveValue(value);
      }
      await page.getByRole("button", { name: CONFIRM_BUTTON }).click();
    }
    await expect(thanked).toBeVisible();
    expect(await form.rows(site.db)).toHaveLength(1);
  });
}
