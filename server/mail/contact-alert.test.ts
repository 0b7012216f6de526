import pino from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { CONTACT_ALERT_EVENT } from "#core/contact-messages/create-contact-message";
import { contactMessages, outboxEmails, siteSettings } from "#db/schema";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "#rules/form-guard";
import { createApp } from "#server/app";
import { loadEnv } from "#server/env";
import { withTestDatabase } from "#tests/setup/database";
import { withMailDelivery } from "#tests/setup/mail-delivery";

const database = withTestDatabase();
const logger = pino({ level: "silent" });
const delivery = withMailDelivery(database, { env: { SITE_URL: "https://coach.example.com" }, worker: false });

beforeEach(async () => {
  await createAdminUser({
    db: database.db(),
    account: { email: "owner@example.com", password: "correct horse battery" },
  });
});

function serve(env: Record<string, string> = {}) {
  const config = loadEnv({ ...delivery.env, ...env }, {});
  delivery.startWorker({ env, pollIntervalMs: 200 });
  return createApp({ database: database.handle(), config, logger, build: () => Promise.reject(new Error("no pages")) });
}

function sendMessage(app: ReturnType<typeof serve>, extra: Record<string, unknown> = {}) {
  return app.request("/api/contact-messages", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Ann Lee",
      email: "ann@example.org",
      subject: "Debt plan",
      message: "Can we talk about my debt?\nI have three cards.",
      [FILL_TIME_FIELD]: 9000,
      ...extra,
    }),
  });
}

describe("the owner's alert for a new contact message", () => {
  it("reaches every admin within seconds, answering to the visitor and linking to the message", async () => {
    const app = serve();
    const started = Date.now();
    const response = await sendMessage(app);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [alert] = await delivery.sink.waitFor((mails) => mails.length === 1, 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(alert?.envelopeTo).toEqual(["owner@example.com"]);
    expect(alert?.parsed.subject).toBe("New message from Ann Lee: Debt plan");
    expect(alert?.parsed.replyTo?.text).toBe("ann@example.org");
    expect(alert?.parsed.text).toContain("Can we talk about my debt?\nI have three cards.");
    expect(alert?.parsed.text).toContain(`https://coach.example.com/admin/inbox?message=${id}`);
    expect(alert?.parsed.html).toContain(`href="https://coach.example.com/admin/inbox?message=${id}"`);
  });

  it("goes to NOTIFY_EMAIL instead when it is set", async () => {
    const app = serve({ NOTIFY_EMAIL: "alerts@coach.example.com" });
    await sendMessage(app);
    const [alert] = await delivery.sink.waitFor((mails) => mails.length === 1, 5000);
    expect(alert?.envelopeTo).toEqual(["alerts@coach.example.com"]);
  });

  it("follows the notification email of the settings, and goes to every admin, not the support email, when it is empty", async () => {
    await createAdminUser({
      db: database.db(),
      account: { email: "partner@example.com", password: "correct horse battery" },
    });
    const stored = { id: 1, businessName: "Steady Path", supportEmail: "hello@coach.example.com", timeZone: "UTC" };
    await database
      .db()
      .insert(siteSettings)
      .values({ ...stored, notificationEmail: "" });
    // NOTIFY_EMAIL only gave the setting its first value: once the owner has emptied it, it no longer counts.
    const app = serve({ NOTIFY_EMAIL: "alerts@coach.example.com" });
    await sendMessage(app);
    const alerts = await delivery.sink.waitFor((mails) => mails.length === 2, 5000);
    expect(alerts.flatMap((alert) => alert.envelopeTo).sort()).toEqual(["owner@example.com", "partner@example.com"]);

    await database.db().update(siteSettings).set({ notificationEmail: "desk@coach.example.com" });
    await sendMessage(app, { name: "Bo Chen" });
    const [alert] = await delivery.sink.waitFor((mails) => mails.length === 3, 5000).then((mails) => mails.slice(2));
    expect(alert?.envelopeTo).toEqual(["desk@coach.example.com"]);
  });

  it("is not written for a submission discarded as a bot's, nor for an invalid one", async () => {
    const app = serve();
    await sendMessage(app, { [HONEYPOT_FIELD]: "https://spam.example" });
    await sendMessage(app, { email: "not an address" });
    expect(await database.db().select().from(outboxEmails)).toHaveLength(0);
    expect(await database.db().select().from(contactMessages)).toHaveLength(0);
  });

  it("is stored with the message, so it waits in the outbox when no mail server is set", async () => {
    const config = loadEnv({ SITE_URL: "https://coach.example.com" }, {});
    const app = createApp({ database: database.handle(), config, logger, build: () => Promise.reject(new Error()) });
    const response = await sendMessage(app);
    const { id } = (await response.json()) as { id: string };
    const rows = await database.db().select().from(outboxEmails);
    expect(rows).toMatchObject([{ event: CONTACT_ALERT_EVENT, eventRef: id, toAddress: "owner@example.com" }]);
  });
});
