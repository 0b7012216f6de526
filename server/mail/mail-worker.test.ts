import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import { MAX_SEND_ATTEMPTS } from "#core/outbox/record-mail-failure";
import { takeDueMail } from "#core/outbox/take-due-mail";
import { type Database, postgresHandle } from "#db/client";
import { outboxEmails } from "#db/schema";
import { backend, withTestDatabase } from "#tests/setup/database";
import { withMailDelivery } from "#tests/setup/mail-delivery";
import { spawnMailWorker } from "#tests/setup/spawn-mail-worker";

const database = withTestDatabase();
const delivery = withMailDelivery(database, { env: { SITE_URL: "https://coach.example.com" }, worker: false });

function startWorker(options: { smtp?: boolean; db?: Database; leaseMs?: number } = {}) {
  return delivery.startWorker({
    db: options.db,
    env: options.smtp === false ? { SMTP_URL: "" } : {},
    retryBaseMs: 20,
    leaseMs: options.leaseMs,
  });
}

async function outboxRow(id: string) {
  const [row] = await database.db().select().from(outboxEmails).where(eq(outboxEmails.id, id));
  if (!row) throw new Error("no outbox row");
  return row;
}

async function waitForStatus(id: string, status: string) {
  for (let tries = 0; tries < 400; tries++) {
    const row = await outboxRow(id);
    if (row.status === status) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`outbox row never became ${status}; it is ${(await outboxRow(id)).status}`);
}

function queueOne(to = "ann@example.com", extra: Partial<Parameters<typeof enqueueMail>[0]> = {}) {
  return enqueueMail({ db: database.db(), to, subject: "Hello", text: "Plain hello", event: "test.mail", ...extra });
}

describe("the mail worker", () => {
  it("sends queued email with its headers, Reply-To, attachment and a stable Message-ID", async () => {
    const queued = await queueOne("ann@example.com", {
      html: "<p>Hello</p>",
      replyTo: "visitor@example.org",
      headers: { "X-Outbox-Test": "yes" },
      attachments: [
        { filename: "workshop.ics", contentType: "text/calendar; charset=utf-8", content: "BEGIN:VCALENDAR" },
      ],
    });
    startWorker();
    const [mail] = await delivery.sink.waitFor((mails) => mails.length === 1);
    const row = await waitForStatus(queued.id, "sent");
    expect(mail?.envelopeTo).toEqual(["ann@example.com"]);
    expect(mail?.parsed.replyTo?.text).toBe("visitor@example.org");
    expect(mail?.parsed.from?.text).toBe('"Steady Path Coaching" <no-reply@coach.example.com>');
    expect(mail?.parsed.headers.get("x-outbox-test")).toBe("yes");
    expect(mail?.parsed.text?.trim()).toBe("Plain hello");
    expect(mail?.parsed.html).toContain("<p>Hello</p>");
    expect(mail?.parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ["workshop.ics", "BEGIN:VCALENDAR"],
    ]);
    expect(row.messageId).toBe(`<${queued.id}@coach.example.com>`);
    expect(mail?.parsed.messageId).toBe(row.messageId);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
  });

  it("holds email while no mail server is configured, and sends it once one is", async () => {
    const queued = await queueOne();
    const holding = startWorker({ smtp: false });
    await waitForStatus(queued.id, "held");
    await holding.stop();
    expect(delivery.sink.offered).toBe(0);
    startWorker({ smtp: true });
    await waitForStatus(queued.id, "sent");
    expect(delivery.sink.received).toHaveLength(1);
  });

  it("retries after a 4xx answer and marks the email failed after a 5xx one", async () => {
    const answers = [
      { accept: false as const, code: 451, message: "Try again later" },
      { accept: false as const, code: 550, message: "No such mailbox" },
    ];
    delivery.sink.answer = () => answers.shift() ?? { accept: true };
    const queued = await queueOne();
    startWorker();
    const row = await waitForStatus(queued.id, "failed");
    expect(row.attempts).toBe(2);
    expect(row.lastError).toContain("550");
    expect(delivery.sink.received).toHaveLength(0);
  });

  it("gives up after the last attempt when the server keeps answering 4xx", async () => {
    delivery.sink.answer = () => ({ accept: false, code: 421, message: "Busy" });
    const queued = await queueOne();
    startWorker();
    const row = await waitForStatus(queued.id, "failed");
    expect(row.attempts).toBe(MAX_SEND_ATTEMPTS);
    expect(delivery.sink.offered).toBe(MAX_SEND_ATTEMPTS);
  });

  it("sends an email left `sending` by a killed process once its lease runs out", async () => {
    const queued = await queueOne();
    // What a process killed in the middle of sending leaves behind.
    await takeDueMail({ db: database.db(), limit: 10, leaseMs: 400, messageIdDomain: "coach.example.com" });
    startWorker();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(delivery.sink.offered).toBe(0);
    const row = await waitForStatus(queued.id, "sent");
    expect(delivery.sink.received).toHaveLength(1);
    expect(row.attempts).toBe(2);
    expect(delivery.sink.received[0]?.parsed.messageId).toBe(`<${queued.id}@coach.example.com>`);
  });

  it("stopping finishes or gives back what it took, so nothing is lost or sent twice", async () => {
    for (let index = 0; index < 30; index++) await queueOne(`reader${index}@example.com`);
    const first = startWorker();
    await delivery.sink.waitFor((mails) => mails.length >= 3);
    await first.stop();
    const statuses = await database.db().select({ status: outboxEmails.status }).from(outboxEmails);
    expect(statuses.filter((row) => row.status === "sending")).toHaveLength(0);
    startWorker();
    await delivery.sink.waitFor((mails) => mails.length >= 30);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const recipients = delivery.sink.received.flatMap((mail) => mail.envelopeTo);
    expect(new Set(recipients).size).toBe(30);
    expect(recipients).toHaveLength(30);
  });

  it.runIf(backend === "postgres")(
    "a worker process killed while sending leaves the email to be sent, once, after restart",
    async () => {
      const queued = await queueOne();
      delivery.sink.answer = () => ({ accept: "never" });
      const url = (database.db() as unknown as { $client: pg.Pool }).$client.options.connectionString;
      const { child, exited } = spawnMailWorker({
        databaseUrl: url ?? "",
        smtpUrl: delivery.sink.url,
        siteUrl: "https://coach.example.com",
        leaseMs: 1500,
      });
      try {
        await waitForStatus(queued.id, "sending");
        for (let tries = 0; tries < 400 && delivery.sink.offered === 0; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(delivery.sink.offered).toBe(1);
      } finally {
        child.kill("SIGKILL");
        await exited;
      }
      delivery.sink.answer = () => ({ accept: true });
      startWorker({ leaseMs: 1500 });
      const row = await waitForStatus(queued.id, "sent");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(delivery.sink.received).toHaveLength(1);
      expect(row.attempts).toBe(2);
      expect(delivery.sink.received[0]?.parsed.messageId).toBe(`<${queued.id}@coach.example.com>`);
    },
  );

  it.runIf(backend === "postgres")(
    "two workers on one PostgreSQL database send each of 200 emails exactly once",
    async () => {
      for (let index = 0; index < 200; index++) await queueOne(`reader${index}@example.com`);
      const url = (database.db() as unknown as { $client: pg.Pool }).$client.options.connectionString;
      const other = postgresHandle(new pg.Pool({ connectionString: url, max: 2 }));
      try {
        startWorker();
        startWorker({ db: other.db });
        await delivery.sink.waitFor((mails) => mails.length >= 200, 60_000);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const recipients = delivery.sink.received.flatMap((mail) => mail.envelopeTo);
        expect(recipients).toHaveLength(200);
        expect(new Set(recipients).size).toBe(200);
      } finally {
        await delivery.stopWorkers();
        await other.close();
      }
    },
  );
});
