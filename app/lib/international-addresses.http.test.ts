import { domainToASCII } from "node:url";
import { describe, expect, it } from "vitest";
import { bookings, contactMessages, emailSubscribers } from "#db/schema";
import { EMAIL_MESSAGES } from "#rules/email-address";
import { FILL_TIME_FIELD, STARTED_AT_FIELD } from "#rules/form-guard";
import { withAdminHttp } from "#tests/setup/admin-http";
import { bookThroughForm, openFreeConsultation } from "#tests/setup/booking-form";
import { withTestDatabase } from "#tests/setup/database";
import { withMailDelivery } from "#tests/setup/mail-delivery";

/**
 * Addresses a visitor may type, posted to the booking, contact and newsletter
 * forms: one the mail path can deliver is taken and reaches a real SMTP
 * server (an internationalised domain in its ASCII form); the others are
 * refused with a message, nothing stored, never a 500.
 */

const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false, env: { SITE_TIME_ZONE: "America/New_York" } });
const delivery = withMailDelivery(database);
const app = () => http.app({ env: { ...delivery.env, NEWSLETTER_DOUBLE_OPT_IN: "true" } });

const REFUSED = [
  ["josé@example.com", EMAIL_MESSAGES.localPartNotAscii],
  ["user@example.c", EMAIL_MESSAGES.invalid],
  ["a..b@example.com", EMAIL_MESSAGES.invalid],
  ["user@127.0.0.1", EMAIL_MESSAGES.invalid],
  ["user@localhost", EMAIL_MESSAGES.invalid],
] as const;
const IDN = "info@bücher.de";
/** Computed by Node's own IDNA conversion, not by the rule under test. */
const IDN_DELIVERED = `info@${domainToASCII("bücher.de")}`;

function api(path: string, fields: Record<string, string>) {
  return app().request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...fields, [FILL_TIME_FIELD]: 9000, [STARTED_AT_FIELD]: Date.now() - 9000 }),
  });
}

const contact = (email: string) => api("/api/contact-messages", { name: "Lee", email, message: "A question for you." });
const signup = (email: string) => api("/api/subscribers", { firstName: "Sam", lastName: "Ray", email });
const book = (email: string) => bookThroughForm(app, { name: "Ana Diaz", email });

async function stored() {
  const db = database.db();
  return {
    bookings: (await db.select().from(bookings)).length,
    messages: (await db.select().from(contactMessages)).length,
    subscribers: (await db.select().from(emailSubscribers)).length,
  };
}

describe("an email address typed into a visitor form", () => {
  it.each(REFUSED)(
    "%s is refused with a message by booking, contact and newsletter, storing nothing",
    async (email, message) => {
      await openFreeConsultation(database.db());
      const contacted = await contact(email);
      expect(contacted.status).toBe(400);
      expect(await contacted.json()).toMatchObject({ validationErrors: [{ field: "email", message }] });
      const signedUp = await signup(email);
      expect(signedUp.status).toBe(400);
      expect(await signedUp.json()).toMatchObject({ validationErrors: [{ field: "email", message }] });
      const booked = await book(email);
      expect(booked.status).toBe(400);
      expect(await booked.text()).toContain(message);
      expect(await stored()).toEqual({ bookings: 0, messages: 0, subscribers: 0 });
    },
  );

  it(`${IDN}, an internationalised domain, is taken by every form and delivered to its ASCII form`, async () => {
    expect(IDN_DELIVERED).toBe("info@xn--bcher-kva.de");
    await openFreeConsultation(database.db());
    expect((await contact(IDN)).status).toBe(201);
    expect((await signup(IDN)).status).toBe(201);
    expect((await book(IDN)).status).toBe(303);
    expect(await stored()).toEqual({ bookings: 1, messages: 1, subscribers: 1 });
    // The signup's confirmation and the booking's, to the visitor; the alerts go to the owner, answering the visitor.
    const mails = await delivery.sink.waitFor((received) => received.length >= 4);
    // The mail server got the ASCII form (smtp-server and mailparser show it back in Unicode, so the raw header is read).
    const headerTo = (raw: string) => /^To: (.*)$/m.exec(raw.split("\r\n\r\n")[0] ?? "")?.[1]?.trim();
    const toVisitor = mails.filter((mail) => headerTo(mail.raw) === IDN_DELIVERED);
    expect(toVisitor.map((mail) => mail.parsed.subject).sort()).toEqual([
      expect.stringMatching(/^Please confirm your subscription/),
      expect.stringMatching(/^You're booked/),
    ]);
    for (const mail of toVisitor) expect(mail.envelopeTo).toEqual([IDN]);
    const alerts = mails.filter((mail) => !toVisitor.includes(mail));
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) expect(/^Reply-To: (.*)$/m.exec(alert.raw)?.[1]?.trim()).toBe(IDN_DELIVERED);
  });
});
