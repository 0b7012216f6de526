import type { ParsedMail } from "mailparser";
import ical from "node-ical";
import { describe, expect, it } from "vitest";
import { makeCalendarFeedAddress } from "#core/bookings/make-calendar-feed-address";
import { newsletterIssues } from "#db/schema";
import { FILL_TIME_FIELD, STARTED_AT_FIELD } from "#rules/form-guard";
import { withAdminHttp } from "#tests/setup/admin-http";
import { bookThroughForm, openFreeConsultation } from "#tests/setup/booking-form";
import { withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";
import { withMailDelivery } from "#tests/setup/mail-delivery";
import type { ReceivedMail } from "#tests/setup/smtp-sink";
import { addSubscriber } from "#tests/setup/subscriber-test-rows";

/**
 * Every kind of email, read at a real SMTP server with mailparser, after the
 * owner saved a new business name and support address in Settings: the saved
 * ones sign and answer them, not SITE_NAME's default; so does her calendar feed.
 */

const TIME_ZONE = "America/New_York";
const NAME = "Clearwater Money Coaching";
const SUPPORT = "hello@clearwater.example";
const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: TIME_ZONE, NEWSLETTER_DOUBLE_OPT_IN: "true" } });
const delivery = withMailDelivery(database);
const app = () => http.app({ env: delivery.env });

const SETTINGS = {
  businessName: NAME,
  supportEmail: SUPPORT,
  phone: "555 010 2030",
  postalAddress: "12 Harbour Road\nClearwater, FL 33755",
  clientLoginUrl: "",
  consultationFormUrl: "",
  newsletterFormUrl: "",
  notificationEmail: "",
  timeZone: TIME_ZONE,
  seoDescription: "",
  shareImageId: "",
};

const ISSUE_BODY = [
  "## Spring budgeting",
  "",
  "Hello **friends**, this month read [our questions page](/faq) and *one* more thing:",
  "",
  "- list your bills",
  "- pick **one** to cut",
].join("\n");

async function saveSettings() {
  const saved = await http.submit("/admin/settings", SETTINGS, { site: app() });
  expect(saved.status).toBe(302);
}

function visitorPost(path: string, fields: Record<string, string>) {
  return app().request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...fields, [FILL_TIME_FIELD]: 9000, [STARTED_AT_FIELD]: Date.now() - 9000 }),
  });
}

const addressOf = (field: ParsedMail["from"] | ParsedMail["replyTo"]) => field?.value[0]?.address;
const nameOf = (field: ParsedMail["from"]) => field?.value[0]?.name;
const mailWith = (mails: ReceivedMail[], subject: RegExp) => {
  const found = mails.find((mail) => subject.test(mail.parsed.subject ?? ""));
  if (!found) throw new Error(`no email "${subject}" among ${mails.map((mail) => mail.parsed.subject).join(" | ")}`);
  return found.parsed;
};

describe("emails and the calendar feed after the owner saves a new business name", () => {
  it("are signed with the saved name, from the support address's domain, and answered at the saved support address", async () => {
    await saveSettings();
    const db = database.db();

    await openFreeConsultation(db);
    // A visitor in India: her email gives the business's time beside her own.
    const booked = await bookThroughForm(app, { name: "Ana Diaz", email: "ana@example.org", timeZone: "Asia/Kolkata" });
    expect(booked.status).toBe(303);
    expect(
      (
        await visitorPost("/api/contact-messages", {
          name: "Lee",
          email: "lee@example.org",
          message: "Hi there, a question.",
        })
      ).status,
    ).toBe(201);
    expect(
      (await visitorPost("/api/subscribers", { firstName: "Sam", lastName: "Ray", email: "sam@example.org" })).status,
    ).toBe(201);
    expect((await postForm(app(), "/admin/forgot-password", { email: "owner@example.com" })).status).toBeLessThan(400);
    const invited = { intent: "invite", email: "sam@example.org", name: "Sam Lee" };
    expect((await http.submit("/admin/users", invited, { site: app() })).status).toBeLessThan(400);
    await addSubscriber(db, { email: "reader@example.org" });
    const [issue] = await db
      .insert(newsletterIssues)
      .values({ subject: "Spring money", previewText: "Small steps", body: ISSUE_BODY, slug: "spring-money" })
      .returning();
    const issuePath = `/admin/newsletter/${issue?.id}.data`;
    expect((await http.submit(issuePath, { js: "1", intent: "test" }, { multipart: true, site: app() })).status).toBe(
      200,
    );
    expect((await http.submit(issuePath, { js: "1", intent: "send" }, { multipart: true, site: app() })).status).toBe(
      200,
    );

    // Booking: the visitor's confirmation and the owner's alert; contact alert; signup; reset; invitation; newsletter test and copy.
    const mails = await delivery.sink.waitFor((received) => received.length >= 8);
    for (const { parsed } of mails) {
      expect(nameOf(parsed.from), parsed.subject).toBe(NAME);
      // The site runs at localhost, no mail domain: the support address's domain stands in.
      expect(addressOf(parsed.from), parsed.subject).toBe("no-reply@clearwater.example");
      expect(`${parsed.subject}\n${parsed.text}\n${parsed.html}`).not.toContain("Steady Path");
    }

    const booking = mailWith(mails, /^You.re booked/);
    expect(booking.text).toContain(`(${NAME}'s time)`);
    expect(addressOf(booking.replyTo)).toBe(SUPPORT);

    const signup = mailWith(mails, /confirm your subscription/);
    expect(signup.subject).toBe(`Please confirm your subscription to ${NAME}`);
    expect(addressOf(signup.replyTo)).toBe(SUPPORT);

    const reset = mailWith(mails, /Reset your/);
    expect(reset.subject).toBe(`Reset your ${NAME} admin password`);
    const invite = mailWith(mails, /invited to the/);
    expect(invite.subject).toBe(`You are invited to the ${NAME} admin portal`);
    // "I did not ask for this" and a newcomer's question reach the business, not the no-reply sender.
    for (const answered of [reset, invite]) expect(addressOf(answered.replyTo)).toBe(SUPPORT);

    const copy = mailWith(mails, /^Spring money$/);
    const test = mailWith(mails, /^\[Test\] Spring money$/);
    for (const newsletter of [copy, test]) {
      expect(addressOf(newsletter.replyTo)).toBe(SUPPORT);
      expect(newsletter.text).toContain(`You receive this because you subscribed to the ${NAME} newsletter.`);
      // The plain-text part reads as text, not Markdown.
      expect(newsletter.text).toContain(
        "Spring budgeting\n\nHello friends, this month read our questions page (http://localhost/faq) and one more thing:",
      );
      expect(newsletter.text).toContain("- list your bills\n- pick one to cut");
      expect(newsletter.text).not.toMatch(/##|\*\*|\]\(/);
    }
    // A subscriber's copy has its working one-click unsubscribe; the test copy, sent to no subscriber, has none.
    const listUnsubscribe = (mail: ParsedMail) =>
      mail.headerLines
        .filter((header) => header.key === "list-unsubscribe")
        .map((header) => header.line.replace(/\r?\n[ \t]+/g, " "));
    expect(listUnsubscribe(copy)).toEqual([
      expect.stringMatching(/^List-Unsubscribe: <http:\/\/localhost\/newsletter\/unsubscribe\?token=[0-9a-f]+>$/),
    ]);
    expect(listUnsubscribe(test)).toEqual([]);

    // Her calendar feed, read by an independent parser.
    const { token } = await makeCalendarFeedAddress({ db });
    const feed = await app().request(`/calendar/${token}.ics`);
    const calendar = ical.sync.parseICS(await feed.text()).vcalendar as unknown as Record<string, string>;
    expect(calendar["WR-CALNAME"]).toBe(`${NAME}: bookings and classes`);
  });
});
