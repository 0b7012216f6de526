import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emailSubscribers } from "#db/schema";
import { FILL_TIME_FIELD, STARTED_AT_FIELD } from "#rules/form-guard";
import { SUBSCRIPTION_PAGE_MESSAGES } from "#rules/subscriber";
import { loadEnv } from "#server/env";
import { type MailWorker, startMailWorker } from "#server/mail/mail-worker";
import { SITE, withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { type SmtpSink, startSmtpSink } from "#tests/setup/smtp-sink";

/** A confirmed newsletter signup end to end: API, the email at a real SMTP server, the links in it. */

const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false });
let sink: SmtpSink;
let worker: MailWorker;
let env: Record<string, string>;

beforeEach(async () => {
  sink = await startSmtpSink();
  env = { SMTP_URL: sink.url };
  worker = startMailWorker({
    db: database.db(),
    mail: loadEnv({ SITE_URL: SITE, ...env }, {}).mail,
    logger: pino({ level: "silent" }),
    pollIntervalMs: 50,
  });
});
afterEach(async () => {
  await worker.stop();
  await sink.close();
});

const app = () => http.app({ env });

function signUp(email = "ana@example.org") {
  return app().request("/api/subscribers", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      firstName: "Ana",
      lastName: "Silva",
      email,
      [FILL_TIME_FIELD]: 9000,
      [STARTED_AT_FIELD]: Date.now() - 9000,
    }),
  });
}

function postForm(url: string, fields: Record<string, string>) {
  return app().request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function status() {
  const [row] = await database.db().select({ status: emailSubscribers.status }).from(emailSubscribers);
  return row?.status;
}

describe("a newsletter signup confirmed by email", () => {
  it("is pending until its link is followed, then active; the link works once", async () => {
    const response = await signUp();
    expect(response.status).toBe(201);
    expect(await status()).toBe("pending");
    const [mail] = await sink.waitFor((mails) => mails.length === 1);
    expect(mail?.envelopeTo).toEqual(["ana@example.org"]);
    const link = /http:\/\/localhost\/newsletter\/confirm\?token=[\w-]+/.exec(mail?.parsed.text ?? "")?.[0];
    if (!link) throw new Error("no confirmation link in the email");
    const path = link.replace(SITE, "");

    const page = await app().request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain(SUBSCRIPTION_PAGE_MESSAGES.confirmButton);
    expect(await status()).toBe("pending");

    const token = new URL(link).searchParams.get("token") ?? "";
    const confirmed = await postForm(path, { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(SUBSCRIPTION_PAGE_MESSAGES.confirmed);
    expect(await status()).toBe("active");

    const again = await postForm(path, { token });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(SUBSCRIPTION_PAGE_MESSAGES.confirmInvalid);
    expect((await signUp()).status).toBe(409);
  });

  it("unsubscribes with one POST to its List-Unsubscribe address (RFC 8058), and from the page", async () => {
    await signUp();
    const [mail] = await sink.waitFor((mails) => mails.length === 1);
    const head = (mail?.raw.split("\r\n\r\n")[0] ?? "").replace(/\r\n[ \t]+/g, " ");
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: (.*)$/m.exec(head)?.[1] ?? "";
    const address = /http:\/\/localhost\/newsletter\/unsubscribe\?token=[0-9a-f]+/.exec(header)?.[0];
    if (!address) throw new Error(`no List-Unsubscribe address in ${header}`);
    const path = address.replace(SITE, "");

    const page = await app().request(path);
    expect(await page.text()).toContain(SUBSCRIPTION_PAGE_MESSAGES.unsubscribeButton);

    const oneClick = await postForm(path, { "List-Unsubscribe": "One-Click" });
    expect(oneClick.status).toBe(200);
    expect(await status()).toBe("unsubscribed");
    const after = await app().request(path);
    expect(await after.text()).toContain(SUBSCRIPTION_PAGE_MESSAGES.unsubscribed);

    expect((await postForm("/newsletter/unsubscribe?token=nonsense", { token: "nonsense" })).status).toBe(404);
    expect((await app().request("/newsletter/unsubscribe")).status).toBe(404);
    expect((await app().request("/newsletter/confirm?token=nonsense")).status).toBe(404);
  });
});
