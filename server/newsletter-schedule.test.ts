import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getNewsletterProgress } from "#core/newsletter/get-newsletter-progress";
import { newsletterIssues, outboxEmails } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { withMailDelivery } from "#tests/setup/mail-delivery";
import { testMailSettings } from "#tests/setup/mail-settings";
import {
  addActiveSubscribers,
  addIssue,
  POSTAL_ADDRESS,
  sendNewIssue,
  setNewsletterLimits,
} from "#tests/setup/newsletter-rows";
import { createLogger } from "./logger";
import { startNewsletterJobs } from "./newsletter-schedule";
import { createShutdownRegistry } from "./shutdown";

const database = withTestDatabase();
const delivery = withMailDelivery(database, { env: { SITE_URL: "https://coach.example.com" }, worker: false });

async function issueRow(id: string) {
  const [row] = await database.db().select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return row;
}

describe("the newsletter's scheduled job", () => {
  it("starts a due issue once across two instances, wakes the mail worker, and marks it sent only when no copy waits", async () => {
    const db = database.db();
    await setNewsletterLimits(db, { perMinute: 10_000 });
    await addActiveSubscribers(db, 3);
    const due = await addIssue(db, { status: "scheduled", scheduledAt: new Date(Date.now() - 60_000) });
    const later = await addIssue(db, { status: "scheduled", scheduledAt: new Date(Date.now() + 3_600_000) });
    // No mail server yet: the copies are held, and the issue stays `sending`.
    const holding = delivery.startWorker({ env: { SMTP_URL: "" } });
    const logger = createLogger("silent");
    const shutdown = createShutdownRegistry();
    let wakes = 0;
    for (let instance = 0; instance < 2; instance++) {
      startNewsletterJobs({
        db,
        logger,
        shutdown,
        settings: async () => ({ mail: testMailSettings(), postalAddress: POSTAL_ADDRESS }),
        wakeMailWorker: () => {
          wakes += 1;
          holding.wake();
        },
        everyMs: 50,
        firstCheckAfterMs: 0,
      });
    }
    await expect.poll(async () => (await issueRow(due.id))?.status, { timeout: 60_000 }).toBe("sending");
    const copies = () => db.select().from(outboxEmails).where(eq(outboxEmails.newsletterIssueId, due.id));
    await expect
      .poll(async () => (await copies()).map((copy) => copy.status), { timeout: 60_000 })
      .toEqual(["held", "held", "held"]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(wakes).toBe(1);
    expect((await issueRow(due.id))?.status).toBe("sending");
    expect((await issueRow(later.id))?.status).toBe("scheduled");

    // A mail server is set: the held copies go, and the next run marks the issue sent.
    await delivery.stopWorkers();
    delivery.startWorker();
    await expect.poll(async () => (await issueRow(due.id))?.status, { timeout: 60_000 }).toBe("sent");
    expect((await issueRow(due.id))?.sendFinishedAt).toBeInstanceOf(Date);
    expect(delivery.sink.received.flatMap((mail) => mail.envelopeTo).sort()).toEqual([
      "reader1@example.com",
      "reader2@example.com",
      "reader3@example.com",
    ]);
    await shutdown.stopWorkers(logger, Date.now() + 5000);
  });

  it("deletes the delivered copies of an issue sent over 30 days ago, keeping its figures and its failures", async () => {
    const db = database.db();
    await addActiveSubscribers(db, 4);
    const old = await sendNewIssue(db);
    const recent = await sendNewIssue(db);
    const copiesOf = (issueId: string) =>
      db.select().from(outboxEmails).where(eq(outboxEmails.newsletterIssueId, issueId));
    for (const issueId of [old, recent]) {
      const [failed, cancelled] = (await copiesOf(issueId)).map((copy) => copy.id);
      await db.update(outboxEmails).set({ status: "sent" }).where(eq(outboxEmails.newsletterIssueId, issueId));
      await db
        .update(outboxEmails)
        .set({ status: "failed", lastError: "550 Mailbox unavailable" })
        .where(inArray(outboxEmails.id, [failed ?? ""]));
      await db
        .update(outboxEmails)
        .set({ status: "cancelled" })
        .where(inArray(outboxEmails.id, [cancelled ?? ""]));
    }
    const finishedDaysAgo = (issueId: string, days: number) =>
      db
        .update(newsletterIssues)
        .set({ status: "sent", sendFinishedAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(newsletterIssues.id, issueId));
    await finishedDaysAgo(old, 31);
    await finishedDaysAgo(recent, 29);
    const before = await getNewsletterProgress({ db, issueId: old });
    expect(before).toMatchObject({ total: 4, sent: 2, failed: 1, unsubscribed: 1, waiting: 0 });

    const logger = createLogger("silent");
    const shutdown = createShutdownRegistry();
    const settings = async () => ({ mail: testMailSettings(), postalAddress: POSTAL_ADDRESS });
    startNewsletterJobs({
      db,
      logger,
      shutdown,
      settings,
      wakeMailWorker: () => {},
      everyMs: 50,
      firstCheckAfterMs: 0,
    });
    await expect
      .poll(async () => (await copiesOf(old)).map((copy) => copy.status).sort(), { timeout: 30_000 })
      .toEqual(["cancelled", "failed"]);
    await shutdown.stopWorkers(logger, Date.now() + 5000);
    expect(await getNewsletterProgress({ db, issueId: old })).toEqual(before);
    expect(await copiesOf(recent)).toHaveLength(4);
  });
});
