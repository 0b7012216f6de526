import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { finishSentNewsletters } from "#core/newsletter/finish-sent-newsletters";
import { getNewsletterProgress } from "#core/newsletter/get-newsletter-progress";
import { confirmMailLease } from "#core/outbox/confirm-mail-lease";
import { recordMailSent } from "#core/outbox/record-mail-sent";
import { takeDueMail } from "#core/outbox/take-due-mail";
import { unsubscribeByLink } from "#core/subscribers/unsubscribe-by-link";
import { unsubscribeSubscriber } from "#core/subscribers/unsubscribe-subscriber";
import { postgresHandle } from "#db/client";
import { emailSubscribers, newsletterIssues, outboxEmails } from "#db/schema";
import { backend, withTestDatabase } from "#tests/setup/database";
import { testActor } from "#tests/setup/inbox-test-rows";
import { withMailDelivery } from "#tests/setup/mail-delivery";
import { addActiveSubscribers, addIssue, sendNewIssue, setNewsletterLimits } from "#tests/setup/newsletter-rows";
import type { ReceivedMail } from "#tests/setup/smtp-sink";
import { addSubscriber } from "#tests/setup/subscriber-test-rows";

const database = withTestDatabase();
const delivery = withMailDelivery(database, { env: { SITE_URL: "https://coach.example.com" }, worker: false });

async function copiesOf(issueId: string) {
  return database.db().select().from(outboxEmails).where(eq(outboxEmails.newsletterIssueId, issueId));
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until none of the issue's copies is queued or being sent. */
async function sendingDone(issueId: string) {
  await waitUntil(async () => (await getNewsletterProgress({ db: database.db(), issueId })).waiting === 0);
}

/** When the SMTP server was handed each email, in ms. */
function recordArrivals(): number[] {
  const arrivals: number[] = [];
  delivery.sink.answer = () => {
    arrivals.push(Date.now());
    return { accept: true };
  };
  return arrivals;
}

/** The most arrivals in any window of `windowMs`. */
function busiestWindow(arrivals: number[], windowMs: number) {
  const sorted = [...arrivals].sort((a, b) => a - b);
  return Math.max(0, ...sorted.map((start) => sorted.filter((at) => at >= start && at < start + windowMs).length));
}

function rawHeader(mail: ReceivedMail, name: string) {
  const line = mail.parsed.headerLines.find((header) => header.key === name)?.line ?? "";
  return line.slice(line.indexOf(":") + 1).trim();
}

describe("sending a newsletter through the outbox", () => {
  it("sends each of 2,000 active subscribers exactly one copy, ready for a mail program, and marks the issue sent", {
    timeout: 360_000,
  }, async () => {
    const db = database.db();
    // 10,000 a minute, and a minute shortened to one second: this test is about each copy, not the rate.
    await setNewsletterLimits(db, { perMinute: 10_000 });
    await addActiveSubscribers(db, 2000);
    await addSubscriber(db, { email: "pending@example.com", status: "pending" });
    await addSubscriber(db, { email: "gone@example.com", status: "unsubscribed", unsubscribedAt: new Date() });
    const issueId = await sendNewIssue(db);
    const started = Date.now();
    delivery.startWorker({ newsletterMinuteMs: 1000 });
    await delivery.sink.waitFor((mails) => mails.length >= 2000, 300_000);
    await waitUntil(async () => (await finishSentNewsletters({ db })).includes(issueId));
    console.log(`2,000 newsletter copies sent in ${Date.now() - started} ms`);

    const recipients = delivery.sink.received.flatMap((mail) => mail.envelopeTo);
    expect(recipients).toHaveLength(2000);
    expect(new Set(recipients).size).toBe(2000);
    expect(recipients.filter((to) => !/^reader\d+@example\.com$/.test(to))).toEqual([]);
    const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    expect(issue).toMatchObject({ status: "sent", recipientCount: 2000 });
    expect(issue?.sendFinishedAt).toBeInstanceOf(Date);

    const tokens = new Map(
      (await db.select().from(emailSubscribers)).map((subscriber) => [subscriber.email, subscriber.unsubscribeToken]),
    );
    for (const mail of delivery.sink.received.filter((_, index) => index % 200 === 0)) {
      const to = mail.envelopeTo[0] ?? "";
      const link = `https://coach.example.com/newsletter/unsubscribe?token=${tokens.get(to)}`;
      expect(mail.parsed.to && "text" in mail.parsed.to ? mail.parsed.to.text : "").toBe(to);
      expect(mail.parsed.subject).toBe("Three money habits for December");
      expect(rawHeader(mail, "list-unsubscribe")).toBe(`<${link}>`);
      expect(rawHeader(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.parsed.messageId).toMatch(/^<[0-9a-f-]{36}@coach\.example\.com>$/);
      expect(mail.parsed.text).toContain(`Unsubscribe: ${link}`);
      expect(mail.parsed.text).toContain("12 Main Street\nSpringfield, IL 62701");
      expect(mail.parsed.html).toContain(`href="${link}"`);
      expect(mail.parsed.html).toContain('href="https://coach.example.com/faq"');
      // Nothing tracks the reader: the body has no picture, so the email has none.
      expect(mail.parsed.html).not.toMatch(/<img/i);
    }
  });

  it("holds the rate over the minute and its steps, and a subscriber who leaves while it is sent gets nothing more", async () => {
    const db = database.db();
    await setNewsletterLimits(db, { perMinute: 600 });
    // 595 copies of an earlier issue left 58 seconds ago: only 5 more may leave for 2 seconds.
    const earlier = await addIssue(db);
    await db.execute(sql`
      insert into outbox_emails (to_address, subject, text_body, event, status, sent_at, newsletter_issue_id)
      select 'old' || n || '@example.com', 'Earlier', 'Earlier', 'newsletter.issue', 'sent',
        now() - interval '58 seconds', ${earlier.id}::uuid
      from generate_series(1, 595) as n`);
    const minuteFullUntil = Date.now() + 2000;
    await addActiveSubscribers(db, 25);
    const issueId = await sendNewIssue(db);
    const arrivals = recordArrivals();
    delivery.startWorker();
    await delivery.sink.waitFor((mails) => mails.length >= 1);

    // Two whose copies still wait leave: one by their email's link, one through the owner.
    const waiting = await db
      .select({ id: emailSubscribers.id, token: emailSubscribers.unsubscribeToken, email: emailSubscribers.email })
      .from(outboxEmails)
      .innerJoin(emailSubscribers, eq(emailSubscribers.id, outboxEmails.subscriberId))
      .where(and(eq(outboxEmails.newsletterIssueId, issueId), eq(outboxEmails.status, "queued")))
      .limit(2);
    const [byLink, byOwner] = waiting;
    if (!byLink || !byOwner) throw new Error("no copies waiting");
    expect(await unsubscribeByLink({ db, token: byLink.token })).toMatchObject({ ok: true });
    expect(await unsubscribeSubscriber({ db, id: byOwner.id, actor: testActor })).toEqual({ ok: true });
    const left = (await copiesOf(issueId)).filter(
      (copy) => copy.subscriberId === byLink.id || copy.subscriberId === byOwner.id,
    );
    expect(left.map((copy) => copy.status)).toEqual(["cancelled", "cancelled"]);

    await sendingDone(issueId);
    const recipients = delivery.sink.received.flatMap((mail) => mail.envelopeTo);
    expect(recipients).toHaveLength(23);
    expect(recipients).not.toContain(byLink.email);
    expect(recipients).not.toContain(byOwner.email);
    expect(await getNewsletterProgress({ db, issueId })).toMatchObject({ sent: 23, unsubscribed: 2, waiting: 0 });

    const first = Math.min(...arrivals);
    const last = Math.max(...arrivals);
    const perMinute = Math.round(((arrivals.length - 1) / (last - first)) * 60_000);
    console.log(
      `rate 600/min: ${arrivals.filter((at) => at < minuteFullUntil).length} copies while the minute was full, then ${perMinute} a minute, at most ${busiestWindow(arrivals, 1000)} in one second`,
    );
    expect(arrivals.filter((at) => at < minuteFullUntil - 100)).toHaveLength(5);
    expect(busiestWindow(arrivals, 1000)).toBeLessThanOrEqual(10);
    expect(perMinute).toBeLessThanOrEqual(600);
    expect(perMinute).toBeGreaterThan(300);
  });

  it("suppresses an address after the set number of permanent refusals in a row, and cancels its waiting copies", async () => {
    const db = database.db();
    await setNewsletterLimits(db, { perMinute: 10_000, failureLimit: 2 });
    await addSubscriber(db, { email: "reader@example.com" });
    const bouncing = await addSubscriber(db, { email: "bouncing@example.com" });
    let refuse = true;
    delivery.sink.answer = (raw) =>
      refuse && /^To: bouncing@example\.com/m.test(raw)
        ? { accept: false, code: 550, message: "5.1.1 No such mailbox" }
        : { accept: true };
    delivery.startWorker({ concurrency: 1 });
    const failures = async () =>
      (await db.select().from(emailSubscribers).where(eq(emailSubscribers.id, bouncing.id)))[0];

    const first = await sendNewIssue(db);
    await sendingDone(first);
    expect(await failures()).toMatchObject({ permanentFailures: 1, suppressedAt: null });
    const progress = await getNewsletterProgress({ db, issueId: first });
    expect(progress).toMatchObject({ sent: 1, failed: 1 });
    expect(progress.failures).toEqual([
      expect.objectContaining({ email: "bouncing@example.com", error: expect.stringContaining("550") }),
    ]);

    // A copy that arrives starts the count again.
    refuse = false;
    await sendingDone(await sendNewIssue(db));
    expect(await failures()).toMatchObject({ permanentFailures: 0, suppressedAt: null });

    refuse = true;
    await sendingDone(await sendNewIssue(db));
    const fourth = await sendNewIssue(db);
    const fifth = await sendNewIssue(db);
    await sendingDone(fourth);
    await sendingDone(fifth);
    expect((await failures())?.suppressedAt).toBeInstanceOf(Date);
    expect(await getNewsletterProgress({ db, issueId: fifth })).toMatchObject({ sent: 1, suppressed: 1, failed: 0 });

    const sixth = await sendNewIssue(db);
    expect((await copiesOf(sixth)).map((copy) => copy.toAddress)).toEqual(["reader@example.com"]);
    await sendingDone(sixth);
    const bounced = delivery.sink.received.filter((mail) => mail.envelopeTo.includes("bouncing@example.com"));
    expect(bounced).toHaveLength(1);
    // Two copies of each of the first four issues, then one of the fifth and the sixth.
    expect(delivery.sink.offered).toBe(10);
  });

  it("sends a copy only under the lease it was taken with, and not to a subscriber who left after it was taken", async () => {
    const db = database.db();
    await addActiveSubscribers(db, 2);
    const issueId = await sendNewIssue(db);
    const options = { db, limit: 10, messageIdDomain: "coach.example.com", kind: "newsletter" as const };
    const slow = await takeDueMail({ ...options, leaseMs: 1 });
    let fast: typeof slow = [];
    await waitUntil(async () => {
      fast = await takeDueMail({ ...options, leaseMs: 60_000 });
      return fast.length === 2;
    });
    const [copy, other] = slow;
    if (!copy?.leaseExpiresAt || !other) throw new Error("nothing taken");
    // The worker whose lease ran out can neither send nor record it.
    expect(await confirmMailLease({ db, id: copy.id, lease: copy.leaseExpiresAt, leaseMs: 60_000 })).toEqual({
      status: "lost",
    });
    await recordMailSent({ db, id: copy.id, lease: copy.leaseExpiresAt });
    expect((await copiesOf(issueId)).map((row) => row.status)).toEqual(["sending", "sending"]);

    const taken = new Map(fast.map((row) => [row.id, row]));
    const mine = taken.get(copy.id);
    const leaving = taken.get(other.id);
    if (!mine?.leaseExpiresAt || !leaving?.leaseExpiresAt || !leaving.subscriberId) throw new Error("not retaken");
    const confirmed = await confirmMailLease({ db, id: mine.id, lease: mine.leaseExpiresAt, leaseMs: 60_000 });
    expect(confirmed.status).toBe("sending");
    await db
      .update(emailSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date() })
      .where(eq(emailSubscribers.id, leaving.subscriberId));
    expect(await confirmMailLease({ db, id: leaving.id, lease: leaving.leaseExpiresAt, leaseMs: 60_000 })).toEqual({
      status: "cancelled",
    });
  });

  it.runIf(backend === "postgres")(
    "two instances on one PostgreSQL database share the rate and send each copy once",
    async () => {
      const db = database.db();
      await setNewsletterLimits(db, { perMinute: 600 });
      await addActiveSubscribers(db, 25);
      const issueId = await sendNewIssue(db);
      const other = postgresHandle(new pg.Pool({ connectionString: database.url() ?? "", max: 2 }));
      try {
        const arrivals = recordArrivals();
        delivery.startWorker({ leaseMs: 2000 });
        delivery.startWorker({ db: other.db, leaseMs: 2000 });
        await sendingDone(issueId);
        await delivery.stopWorkers();
        const recipients = delivery.sink.received.flatMap((mail) => mail.envelopeTo);
        expect(recipients).toHaveLength(25);
        expect(new Set(recipients).size).toBe(25);
        expect(busiestWindow(arrivals, 1000)).toBeLessThanOrEqual(10);
      } finally {
        await delivery.stopWorkers();
        await other.close();
      }
    },
  );
});
