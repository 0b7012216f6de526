import { expect, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { listOpenSlots } from "#core/bookings/list-open-slots";
import { sendDueBookingReminders } from "#core/bookings/send-due-booking-reminders";
import { bookingSettings, bookings, sessionTypes } from "#db/schema";
import type { WeeklyRange } from "#rules/booking-data";
import { testMailSettings } from "#tests/setup/mail-settings";
import type { ReceivedMail } from "#tests/setup/smtp-sink";
import { ADMIN } from "./admin-account";
import { test } from "./fixtures/mail-site";

/**
 * The whole journey of one booking, as the visitor and the owner live it:
 * a visitor in Berlin books the free consultation on her phone, gets the
 * invitation and a reminder by email, moves and then cancels it through the
 * emailed links; the owner sees it in her week view and her calendar feed.
 * Email goes through a real SMTP server; the calendar files are read with
 * node-ical.
 */

/** The mail fixture's site is on New York time. */
const BUSINESS_ZONE = "America/New_York";
const VISITOR_ZONE = "Europe/Berlin";
const VISITOR = { name: "Lena Vogel", email: "lena@example.com" };

const everyDay: WeeklyRange[] = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
  weekday,
  start: "09:00",
  end: "17:00",
}));

function calendarOf(mail: ReceivedMail): { method: string; event: VEvent } {
  const file = mail.parsed.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  if (!file) throw new Error(`no calendar file in "${mail.parsed.subject}"`);
  const text = file.content.toString("utf8");
  const event = Object.values(ical.sync.parseICS(text)).find((item): item is VEvent => item?.type === "VEVENT");
  if (!event) throw new Error("no event in the calendar file");
  return { method: /^METHOD:(\w+)/m.exec(text)?.[1] ?? "", event };
}

function linkIn(mail: ReceivedMail, action: "reschedule" | "cancel"): string {
  const link = new RegExp(`https?://[^\\s"<>]+/bookings/[0-9a-f]{64}/${action}`).exec(mail.parsed.text ?? "")?.[0];
  if (!link) throw new Error(`no ${action} link in "${mail.parsed.subject}"`);
  return new URL(link).pathname;
}

function clock(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(instant);
}

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/admin/login`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(`Welcome, ${ADMIN.name}`)).toBeVisible();
}

test("a visitor in another zone books on her phone, is reminded, moves and cancels by email; the owner sees it", async ({
  mail,
  browser,
}) => {
  test.setTimeout(120_000);
  const { site, sink } = mail;
  await site.db.insert(bookingSettings).values({ id: 1, weeklyHours: everyDay });
  const [type] = await site.db
    .insert(sessionTypes)
    .values({
      name: "Free consultation",
      slug: "free-consultation",
      durationMinutes: 30,
      minNoticeMinutes: 1440,
      locationDetail: "https://video.example.com/steady",
      status: "active",
      intakeQuestions: [
        { id: "goal", label: "What would you like help with?", kind: "long_text", required: true, choices: [] },
      ],
    })
    .returning();
  if (!type) throw new Error("no session type");
  const { slots } = await listOpenSlots({ db: site.db, sessionType: type, timeZone: BUSINESS_ZONE, days: 30 });
  const first = slots[0];
  if (!first) throw new Error("no open time");

  // The visitor, on a phone in Berlin.
  const phone = await browser.newContext({
    timezoneId: VISITOR_ZONE,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await phone.newPage();
  await page.goto(`${site.url}/book/free-consultation`);
  await expect(page).toHaveURL(/\?tz=Europe%2FBerlin$/);
  await page.locator('a[href*="date="]').first().click();
  const firstTime = page.locator('a[href*="start="]').first();
  await expect(firstTime).toHaveText(clock(first.start, VISITOR_ZONE));
  await firstTime.click();
  await page.getByRole("textbox", { name: "Name" }).fill(VISITOR.name);
  await page.getByRole("textbox", { name: "Email" }).fill(VISITOR.email);
  await page.getByRole("textbox", { name: "What would you like help with?" }).fill("A plan for my debts");
  await page.waitForTimeout(2100);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You're booked" })).toBeVisible();

  // Her confirmation: her time and the business's, the video link, an invitation; the owner's alert with her answer.
  await sink.waitFor((mails) => mails.length >= 2);
  const confirmation = sink.received.find((received) => received.envelopeTo.includes(VISITOR.email));
  const alert = sink.received.find((received) => !received.envelopeTo.includes(VISITOR.email));
  if (!confirmation || !alert) throw new Error("no confirmation or no alert");
  expect(confirmation.parsed.text).toContain(clock(first.start, VISITOR_ZONE));
  expect(confirmation.parsed.text).toContain(clock(first.start, BUSINESS_ZONE));
  expect(confirmation.parsed.text).toContain("https://video.example.com/steady");
  const invitation = calendarOf(confirmation);
  expect(invitation.method).toBe("REQUEST");
  expect(invitation.event.start.getTime()).toBe(first.start);
  expect(invitation.event.end?.getTime()).toBe(first.end);
  expect(String(invitation.event.sequence)).toBe("0");
  expect(JSON.stringify(invitation.event.organizer)).toContain("mailto:");
  const uid = invitation.event.uid;
  expect(alert.parsed.text).toContain("A plan for my debts");

  // An hour before, the reminder goes out once, however often the job runs.
  const reminderJob = {
    db: site.db,
    mail: testMailSettings({ siteUrl: site.url }),
    timeZone: BUSINESS_ZONE,
    now: new Date(first.start - 50 * 60_000),
  };
  await sendDueBookingReminders(reminderJob);
  await sendDueBookingReminders(reminderJob);
  const withReminder = await sink.waitFor((mails) => mails.length >= 3);
  const reminder = withReminder[2];
  expect(reminder?.envelopeTo).toContain(VISITOR.email);
  expect(reminder?.parsed.text).toContain(clock(first.start, VISITOR_ZONE));

  // She moves it through the emailed link to another time the same day.
  await page.goto(`${site.url}${linkIn(confirmation, "reschedule")}`);
  await page.locator('a[href*="date="]').first().click();
  const later = page.locator('a[href*="start="]').nth(2);
  const laterClock = (await later.textContent())?.trim() ?? "";
  await later.click();
  await page.getByRole("button", { name: /^Move my booking to / }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your booking is moved to" })).toBeVisible();
  const [moved] = await site.db.select().from(bookings);
  if (!moved) throw new Error("no booking");
  expect(clock(moved.startsAt.getTime(), VISITOR_ZONE)).toBe(laterClock);
  const movedMails = await sink.waitFor((mails) =>
    mails.some((received) => received.envelopeTo.includes(VISITOR.email) && calendarSequence(received) === "1"),
  );
  const movedMail = movedMails.find((received) => calendarSequence(received) === "1");
  if (!movedMail) throw new Error("no new-time email");
  const update = calendarOf(movedMail);
  expect(update.method).toBe("REQUEST");
  expect(update.event.uid).toBe(uid);
  expect(update.event.start.getTime()).toBe(moved.startsAt.getTime());

  // The owner finds it in her week view and in her calendar feed.
  const desk = await browser.newContext();
  const owner = await desk.newPage();
  await signIn(owner, site.url);
  const monday = weekStart(moved.startsAt, BUSINESS_ZONE);
  await owner.goto(`${site.url}/admin/bookings/week?start=${monday}`);
  await expect(owner.getByRole("link", { name: new RegExp(VISITOR.name) })).toBeVisible();
  await owner.goto(`${site.url}/admin/booking-calendar`);
  await owner.locator("html[data-hydrated]").waitFor();
  await owner.getByRole("button", { name: "Make my calendar address" }).click();
  const address = owner.getByLabel("Your calendar address");
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const feed = await owner.request.get(`${site.url}${new URL(await address.inputValue()).pathname}`);
  expect(feed.status()).toBe(200);
  const feedEvents = Object.values(ical.sync.parseICS(await feed.text())).filter(
    (item): item is VEvent => item?.type === "VEVENT",
  );
  const inFeed = feedEvents.find((event) => event.start.getTime() === moved.startsAt.getTime());
  expect(inFeed?.summary).toContain(VISITOR.name);
  await desk.close();

  // She cancels through the link in the new-time email: the page asks first, the button acts.
  await page.goto(`${site.url}${linkIn(movedMail, "cancel")}`);
  const [stillThere] = await site.db.select().from(bookings).where(eq(bookings.id, moved.id));
  expect(stillThere?.status).toBe("confirmed");
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your booking is cancelled." })).toBeVisible();
  const cancelMails = await sink.waitFor((mails) =>
    mails.some((received) => received.envelopeTo.includes(VISITOR.email) && calendarSequence(received) === "2"),
  );
  const cancelMail = cancelMails.find((received) => calendarSequence(received) === "2");
  if (!cancelMail) throw new Error("no cancellation email");
  const cancel = calendarOf(cancelMail);
  expect(cancel.method).toBe("CANCEL");
  expect(cancel.event.uid).toBe(uid);
  await phone.close();
});

function calendarSequence(mail: ReceivedMail): string | null {
  try {
    return String(calendarOf(mail).event.sequence);
  } catch {
    return null;
  }
}

/** The Monday (YYYY-MM-DD) of the business's week that holds `instant`. */
function weekStart(instant: Date, timeZone: string): string {
  const local = new Date(instant.toLocaleString("en-US", { timeZone }));
  const day = (local.getDay() + 6) % 7;
  const monday = new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate() - day));
  return monday.toISOString().slice(0, 10);
}
