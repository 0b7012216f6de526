import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { ATTENDEE_CSV_COLUMNS } from "#core/registrations/export-class-attendees-csv";
import type { Database } from "#db/client";
import { classInstances, classRegistrations, classTypes, emailSubscribers, outboxEmails } from "#db/schema";
import { CLASS_INSTANCE_MESSAGES } from "#rules/class-instance";
import { ATTENDEE_MESSAGES, REGISTRATION_MESSAGES as R } from "#rules/class-registration";
import { CLASS_TYPE_MESSAGES } from "#rules/class-type";
import { addClassInstance, addClassType, addTeamMember } from "#tests/setup/content";
import { expect, test } from "./fixtures/admin";

/** Registering for an on-site class on the site, with and without JavaScript, and the owner's attendee list. */

const HOW_TO_PAY = "Pay at the door by cash or card.";

async function onSiteClass(db: Database, capacity: number) {
  const classType = await addClassType(db, {
    title: "Debt Payoff Masterclass",
    slug: "debt-payoff",
    howToPay: HOW_TO_PAY,
  });
  return addClassInstance(db, classType.id, {
    capacity,
    availableSpots: capacity,
    registrationMode: "on_site",
    price: "$49",
    location: "Maple Grove Public Library",
  });
}

/** A visitor's own browser, without the owner's session, so public pages come as anyone gets them. */
async function visitor(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

async function register(page: Page, firstName: string, email: string, options: { keepPosted?: boolean } = {}) {
  await page.getByRole("textbox", { name: "First name" }).fill(firstName);
  await page.getByRole("textbox", { name: "Last name" }).fill("Lee");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  if (options.keepPosted) await page.getByRole("checkbox", { name: /Keep me posted/ }).check();
  // The bot check of the visitor forms: a person takes at least two seconds.
  await page.waitForTimeout(2100);
}

async function emailTo(db: Database, address: string) {
  const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));
  return rows;
}

test("a visitor registers with and without JavaScript, sees the spots go down, and cancels from the email", async ({
  site,
  browser,
}) => {
  const classDate = await onSiteClass(site.db, 2);
  const noScript = await visitor(browser, false);
  const scripted = await visitor(browser, true);

  // Without JavaScript: the class page's Register link, the form, the answer.
  await noScript.goto(`${site.url}/classes/debt-payoff`);
  await expect(noScript.getByText("2 spots left · $49")).toBeVisible();
  await expect(noScript.getByTestId("how-to-pay")).toContainText(HOW_TO_PAY);
  await noScript.getByRole("link", { name: /^Register for/ }).click();
  await expect(noScript).toHaveURL(`${site.url}/classes/debt-payoff/${classDate.id}/register`);
  await expect(noScript.getByTestId("how-to-pay")).toContainText(HOW_TO_PAY);
  await register(noScript, "Ana", "ana@example.com", { keepPosted: true });
  await noScript.getByRole("button", { name: R.register }).click();
  await expect(noScript.getByRole("status").filter({ hasText: R.confirmed })).toBeVisible();
  await expect(noScript.getByTestId("spots")).toHaveText("1 spot left");

  // The class page and the events list count the seat at once.
  await scripted.goto(`${site.url}/events`);
  await expect(scripted.getByText("1 spot left")).toBeVisible();
  await scripted.goto(`${site.url}/classes/debt-payoff`);
  await expect(scripted.getByText("1 spot left · $49")).toBeVisible();

  // With JavaScript: the same form, sent by the page.
  await scripted.getByRole("link", { name: /^Register for/ }).click();
  await expect(scripted.getByRole("heading", { level: 1 })).toHaveText(`${R.register}: Debt Payoff Masterclass`);
  await register(scripted, "Ben", "ben@example.com");
  await scripted.getByRole("button", { name: R.register }).click();
  await expect(scripted.getByRole("status").filter({ hasText: R.confirmed })).toBeVisible();

  // The date is full now: no Register, but "Fully booked" and the waitlist, on the class page and the events list.
  for (const path of ["/classes/debt-payoff", "/events"]) {
    await scripted.goto(`${site.url}${path}`);
    await expect(scripted.getByText(R.fullyBooked).first()).toBeVisible();
    await expect(scripted.getByRole("link", { name: /^Join the waitlist for/ })).toBeVisible();
    await expect(scripted.getByRole("link", { name: /^Register for/ })).toHaveCount(0);
  }
  await scripted.getByRole("link", { name: /^Join the waitlist for/ }).click();
  await expect(scripted.getByText(R.fullWaitlistOffer)).toBeVisible();
  await register(scripted, "Cy", "cy@example.com");
  await scripted.getByRole("button", { name: R.joinWaitlist }).click();
  await expect(scripted.getByRole("status").filter({ hasText: R.waitlisted })).toBeVisible();

  // "Keep me posted" signed Ana up for the newsletter, from events.
  expect(await site.db.select().from(emailSubscribers)).toEqual([
    expect.objectContaining({ email: "ana@example.com", source: "events" }),
  ]);

  // Ana cancels through the link in her confirmation; Cy, first on the waitlist, gets the seat and an email.
  const [confirmation] = await emailTo(site.db, "ana@example.com");
  expect(confirmation?.subject).toMatch(/^You're registered: Debt Payoff Masterclass on /);
  expect(confirmation?.textBody).toContain(`How to pay: ${HOW_TO_PAY}`);
  expect(confirmation?.attachments).toEqual([expect.objectContaining({ filename: "class.ics" })]);
  const link = confirmation?.textBody.match(/https?:\/\/\S+\/registration\/cancel\?token=[0-9a-f]+/)?.[0];
  if (!link) throw new Error("no cancellation link in the confirmation");
  const { pathname, search } = new URL(link);
  await noScript.goto(`${site.url}${pathname}${search}`);
  await expect(noScript.getByText("Debt Payoff Masterclass")).toBeVisible();
  await noScript.getByRole("button", { name: R.cancelButton }).click();
  await expect(noScript.getByRole("status").filter({ hasText: R.cancelled })).toBeVisible();

  const promoted = await emailTo(site.db, "cy@example.com");
  expect(promoted.map((email) => email.subject)).toEqual([
    expect.stringMatching(/^You're on the waitlist: /),
    expect.stringMatching(/^A seat opened up: /),
  ]);
  const statuses = await site.db
    .select({ email: classRegistrations.email, status: classRegistrations.status })
    .from(classRegistrations);
  expect(Object.fromEntries(statuses.map((row) => [row.email, row.status]))).toEqual({
    "ana@example.com": "cancelled",
    "ben@example.com": "confirmed",
    "cy@example.com": "confirmed",
  });
  await scripted.goto(`${site.url}/classes/debt-payoff`);
  await expect(scripted.getByText("Fully booked · $49")).toBeVisible();

  // Ben cancels too, with nobody waiting: the seat is free for the next visitor.
  const [benEmail] = await emailTo(site.db, "ben@example.com");
  const benLink = benEmail?.textBody.match(/\/registration\/cancel\?token=[0-9a-f]+/)?.[0];
  await scripted.goto(`${site.url}${benLink}`);
  await scripted.getByRole("button", { name: R.cancelButton }).click();
  await expect(scripted.getByRole("status").filter({ hasText: R.cancelled })).toBeVisible();
  await scripted.goto(`${site.url}/classes/debt-payoff`);
  await expect(scripted.getByText("1 spot left · $49")).toBeVisible();
  await expect(scripted.getByRole("link", { name: /^Register for/ })).toBeVisible();
});

test("the owner sees who is coming to a date and exports the list as CSV", async ({ site, adminPage: page }) => {
  const classDate = await onSiteClass(site.db, 1);
  await site.db.insert(classRegistrations).values([
    {
      classInstanceId: classDate.id,
      firstName: "Ana",
      lastName: "Silva, Jr.",
      email: "ana@example.com",
      note: "Bringing a friend's questions",
      status: "confirmed",
      queuedAt: new Date("2030-01-01T10:00:00Z"),
    },
    {
      classInstanceId: classDate.id,
      firstName: "Ben",
      lastName: "Lee",
      email: "ben@example.com",
      status: "waitlisted",
      queuedAt: new Date("2030-01-01T11:00:00Z"),
    },
  ]);

  await page.goto(`${site.url}/admin/class-instances`);
  await expect(page.getByText("1 of 1 place taken")).toBeVisible();
  await expect(page.getByText("Waitlist 1")).toBeVisible();
  await page.getByRole("link", { name: /^Attendees/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Attendees: Debt Payoff Masterclass");
  const rows = page.getByRole("row");
  await expect(rows.nth(1)).toContainText("Ana Silva, Jr.");
  await expect(rows.nth(1)).toContainText("Confirmed");
  await expect(rows.nth(2)).toContainText("ben@example.com");
  await expect(rows.nth(2)).toContainText("Waitlisted");

  // Checking Ana in, then exporting.
  await page.getByRole("button", { name: "Check in: Ana Silva, Jr." }).click();
  await expect(page.getByRole("status").getByText(ATTENDEE_MESSAGES.checkedIn)).toBeVisible();
  await expect(rows.nth(1)).toContainText("Attended");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.url()).toBe(`${site.url}/admin/class-instances/${classDate.id}/attendees.csv`);
  const lines = fs
    .readFileSync(await download.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  // The site's time zone is UTC here; the header names it.
  expect(lines[0]).toBe(
    ATTENDEE_CSV_COLUMNS.map((column) => `"${column === "Registered At" ? `${column} (UTC)` : column}"`).join(","),
  );
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(
      /^"Ana","Silva, Jr\.","ana@example\.com","attended","\d{4}-\d{2}-\d{2} \d{2}:\d{2}","Bringing a friend's questions"$/,
    ),
    expect.stringMatching(/^"Ben","Lee","ben@example\.com","waitlisted","\d{4}-\d{2}-\d{2} \d{2}:\d{2}",""$/),
  ]);
});

test("the owner writes how to pay and adds seats, which go to the waitlist in order", async ({
  site,
  adminPage: page,
}) => {
  const classDate = await onSiteClass(site.db, 1);
  const instructor = await addTeamMember(site.db);
  await site.db.update(classTypes).set({ instructorId: instructor.id, howToPay: "" });
  await site.db.insert(classRegistrations).values(
    ["ana", "ben", "cy"].map((name, index) => ({
      classInstanceId: classDate.id,
      firstName: name,
      lastName: "Lee",
      email: `${name}@example.com`,
      status: index === 0 ? "confirmed" : "waitlisted",
      queuedAt: new Date(Date.UTC(2030, 0, 1, 10 + index)),
    })),
  );
  await site.db.update(classInstances).set({ availableSpots: 0 });

  await page.goto(`${site.url}/admin/class-types/${classDate.classTypeId}/edit`);
  await page.getByLabel("How to pay").fill("Venmo @steady-path, or cash at the door.");
  await page.getByRole("button", { name: "Update Class Type" }).click();
  await expect(page.getByRole("status").getByText(CLASS_TYPE_MESSAGES.updated)).toBeVisible();

  await page.goto(`${site.url}/admin/class-instances/${classDate.id}/edit`);
  await page.getByLabel("Capacity").fill("2");
  await page.getByRole("button", { name: "Update Class" }).click();
  await expect(page.getByRole("status").getByText(CLASS_INSTANCE_MESSAGES.updated)).toBeVisible();
  await expect(page.getByText("2 of 2 places taken")).toBeVisible();
  await expect(page.getByText("Waitlist 1")).toBeVisible();

  // Ben waited first: his seat and his email; the email says how to pay as the owner just wrote it.
  const [promotion] = (await emailTo(site.db, "ben@example.com")).filter((email) =>
    email.subject.startsWith("A seat opened up"),
  );
  expect(promotion?.textBody).toContain("How to pay: Venmo @steady-path, or cash at the door.");
  expect(await emailTo(site.db, "cy@example.com")).toEqual([]);

  const visitorPage = await visitor(page.context().browser() as Browser, true);
  await visitorPage.goto(`${site.url}/classes/debt-payoff`);
  await expect(visitorPage.getByTestId("how-to-pay")).toContainText("Venmo @steady-path, or cash at the door.");
  await expect(visitorPage.getByText("Fully booked · $49")).toBeVisible();
});
