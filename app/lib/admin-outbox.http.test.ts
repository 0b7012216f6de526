import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import { listOutboxEmails } from "#core/outbox/list-outbox-emails";
import { outboxEmails } from "#db/schema";
import { mailNotSetUpNotice, OUTBOX_MESSAGES } from "#rules/outbox";
import { withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { withMailDelivery } from "#tests/setup/mail-delivery";
import { addActiveSubscribers, sendNewIssue } from "#tests/setup/newsletter-rows";

/** The Outbox screen and the dashboard's mail notice over HTTP, in process. */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });
const { app, session } = http;
const delivery = withMailDelivery(database, { worker: false });

function queue(subject: string, extra: Partial<Parameters<typeof enqueueMail>[0]> = {}) {
  return enqueueMail({
    db: database.db(),
    to: "ann@example.org",
    subject,
    text: `Text of ${subject}`,
    html: `<p>HTML of ${subject}</p><script>alert(1)</script>`,
    event: "contact-message.received",
    ...extra,
  });
}

async function page(path: string, env: Record<string, string> = {}) {
  const response = await app({ env }).request(path, { headers: { Cookie: session.cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

function retry(id: string, env: Record<string, string> = {}) {
  return http.submit("/admin/outbox", { js: "1", intent: "retry", id }, { multipart: true, site: app({ env }) });
}

describe("the Outbox over HTTP", () => {
  it("the dashboard says how much email waits while no mail server is set up", async () => {
    await queue("First");
    await queue("Second");
    const html = await page("/admin");
    expect(html).toContain(mailNotSetUpNotice(2));
    expect(html).toContain('href="/admin/outbox?status=held"');
    const configured = await page("/admin", { SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(configured).not.toContain(mailNotSetUpNotice(2));
  });

  it("lists email by status and shows one as text and as HTML in a sandboxed frame", async () => {
    const alert = await queue("Alert one");
    const sent = await queue("Already sent");
    await database.db().update(outboxEmails).set({ status: "sent" }).where(eq(outboxEmails.id, sent.id));
    const queued = await page("/admin/outbox?status=queued");
    expect(queued).toContain("Alert one");
    expect(queued).not.toContain("Already sent");
    const opened = await page(`/admin/outbox?email=${alert.id}`);
    expect(opened).toContain("Text of Alert one");
    expect(opened).toMatch(/<iframe[^>]*sandbox=""[^>]*srcDoc="&lt;p&gt;HTML of Alert one/i);
    expect(await page("/admin/outbox?email=not-an-id")).toContain(OUTBOX_MESSAGES.notFound);
  });

  it("shows a newsletter's copies as one line for its issue, with their counts and a link to its progress", async () => {
    const db = database.db();
    await addActiveSubscribers(db, 4);
    const issueId = await sendNewIssue(db, { subject: "Three money habits" });
    await queue("New message from Ann");
    const copies = await db.select().from(outboxEmails).where(eq(outboxEmails.newsletterIssueId, issueId));
    const [failed, sent, cancelled] = copies.map((copy) => copy.id);
    const mark = (id: string | undefined, status: string) =>
      db
        .update(outboxEmails)
        .set({ status })
        .where(inArray(outboxEmails.id, [id ?? ""]));
    await mark(failed, "failed");
    await mark(sent, "sent");
    await mark(cancelled, "cancelled");

    const all = await page("/admin/outbox");
    expect(all).toContain("New message from Ann");
    expect(all.match(/>Three money habits</g)).toHaveLength(1);
    expect(all).not.toContain("reader1@example.com");
    expect(all).toContain("4 subscribers");
    for (const figure of ["Queued", "Sent", "Failed", "Not sent"])
      expect(all).toContain(`${figure}: <span class="tabular-nums">1</span>`);
    expect(all).toMatch(new RegExp(`href="/admin/newsletter/${issueId}"[^>]*>Progress<`));
    const second = await listOutboxEmails({ db, query: { status: null, page: 2 }, pageSize: 1 });
    expect(second).toMatchObject({
      total: 2,
      pageCount: 2,
      rows: [{ kind: "newsletter", subject: "Three money habits" }],
    });

    const onlyFailed = await page("/admin/outbox?status=failed");
    expect(onlyFailed).toContain("Three money habits");
    expect(onlyFailed).not.toContain("New message from Ann");
    const onlyHeld = await page("/admin/outbox?status=held");
    expect(onlyHeld).not.toContain("Three money habits");
    expect(onlyHeld).toContain(OUTBOX_MESSAGES.emptyTitle);
  });

  it("shows email the mail server refused as failed, and retries it on request", async () => {
    const { sink, env } = delivery;
    const answers = [
      { accept: false as const, code: 451, message: "Greylisted, try later" },
      { accept: false as const, code: 550, message: "Mailbox unavailable" },
    ];
    sink.answer = () => answers.shift() ?? { accept: true };
    const refused = await queue("Refused email");
    const worker = delivery.startWorker({ retryBaseMs: 20 });
    for (let tries = 0; tries < 200; tries++) {
      const [row] = await database.db().select().from(outboxEmails).where(eq(outboxEmails.id, refused.id));
      if (row?.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const failed = await page("/admin/outbox?status=failed", env);
    expect(failed).toContain("Refused email");
    expect(failed).toContain(`Retry email to ann@example.org`);
    expect(await page(`/admin/outbox?email=${refused.id}`, env)).toContain("550 Mailbox unavailable");
    expect(await page("/admin", env)).toContain("1 email could not be sent");

    const response = await retry(refused.id, env);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(OUTBOX_MESSAGES.retried);
    worker.wake();
    await sink.waitFor((mails) => mails.length === 1);
    expect(sink.received[0]?.parsed.subject).toBe("Refused email");
  });

  it("refuses to retry an email that did not fail, or one that does not exist", async () => {
    const queued = await queue("Still queued");
    expect((await retry(queued.id)).status).toBe(409);
    expect((await retry("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await retry("nonsense")).status).toBe(404);
  });
});
