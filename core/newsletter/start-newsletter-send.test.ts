import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterIssues, outboxEmails } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { testActor } from "#tests/setup/inbox-test-rows";
import { testMailSettings } from "#tests/setup/mail-settings";
import { addIssue as addDraft } from "#tests/setup/newsletter-rows";
import { addSubscriber } from "#tests/setup/subscriber-test-rows";
import { startNewsletterSend } from "./start-newsletter-send";

const database = withTestDatabase();
const mail = testMailSettings();
const POSTAL = "12 Main Street\nSpringfield, IL 62701";

/** A draft with a link and a picture on the site. */
function addIssue(values: Partial<typeof newsletterIssues.$inferInsert> = {}) {
  return addDraft(database.db(), {
    body: "Hello!\n\nRead [our FAQ](/faq) and ![a chart](/media/abc/640.webp).",
    ...values,
  });
}

async function copiesOf(issueId: string) {
  return database.db().select().from(outboxEmails).where(eq(outboxEmails.newsletterIssueId, issueId));
}

describe("starting to send a newsletter issue", () => {
  it("queues one copy per active, unsuppressed subscriber of the audience, each with its own unsubscribe link", async () => {
    const db = database.db();
    const website = await addSubscriber(db, { email: "web@example.com", source: "website" });
    const events = await addSubscriber(db, { email: "events@example.com", source: "events" });
    await addSubscriber(db, { email: "pending@example.com", status: "pending" });
    await addSubscriber(db, { email: "gone@example.com", status: "unsubscribed", unsubscribedAt: new Date() });
    await addSubscriber(db, { email: "bouncing@example.com", suppressedAt: new Date(), permanentFailures: 3 });
    const issue = await addIssue();

    expect(await startNewsletterSend({ db, issueId: issue.id, mail, postalAddress: POSTAL, actor: testActor })).toEqual(
      { ok: true, queued: 2 },
    );

    const copies = await copiesOf(issue.id);
    expect(copies.map((copy) => copy.toAddress).sort()).toEqual(["events@example.com", "web@example.com"]);
    for (const [copy, subscriber] of [
      [copies.find((c) => c.subscriberId === website.id), website],
      [copies.find((c) => c.subscriberId === events.id), events],
    ] as const) {
      const link = `https://coach.example.com/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`;
      expect(copy?.status).toBe("queued");
      expect(copy?.subject).toBe("Three money habits for December");
      expect(copy?.headers).toEqual({
        "List-Unsubscribe": `<${link}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(copy?.textBody).toContain(`Unsubscribe: ${link}`);
      expect(copy?.textBody).toContain(
        "Read our FAQ (https://coach.example.com/faq) and a chart (https://coach.example.com/media/abc/640.webp).",
      );
      expect(copy?.textBody).toContain("12 Main Street");
      expect(copy?.htmlBody).toContain(`href="${link}"`);
      expect(copy?.htmlBody).toContain('href="https://coach.example.com/faq"');
      expect(copy?.htmlBody).toContain('src="https://coach.example.com/media/abc/640.webp"');
      expect(copy?.htmlBody).not.toMatch(/UNSUBSCRIBE[0-9a-f]{32}/);
    }
    const [frozen] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    expect(frozen).toMatchObject({ status: "sending", recipientCount: 2, scheduledAt: null });
    expect(frozen?.sendStartedAt).toBeInstanceOf(Date);
  });

  it("sends only to the chosen source, and never starts an issue twice", async () => {
    const db = database.db();
    await addSubscriber(db, { email: "a@example.com", source: "website" });
    await addSubscriber(db, { email: "b@example.com", source: "events" });
    const issue = await addIssue({ audienceSource: "events" });
    const starts = await Promise.all(
      [1, 2, 3].map(() => startNewsletterSend({ db, issueId: issue.id, mail, postalAddress: POSTAL, actor: null })),
    );
    expect(starts.filter((start) => start.ok)).toEqual([{ ok: true, queued: 1 }]);
    expect(starts.filter((start) => !start.ok)).toEqual([
      { ok: false, error: "conflict", conflict: "frozen" },
      { ok: false, error: "conflict", conflict: "frozen" },
    ]);
    expect((await copiesOf(issue.id)).map((copy) => copy.toAddress)).toEqual(["b@example.com"]);
  });

  it("refuses an issue without a subject, a body or the business's postal address, and changes nothing", async () => {
    const db = database.db();
    await addSubscriber(db);
    const issue = await addIssue({ subject: " ", body: "" });
    expect(await startNewsletterSend({ db, issueId: issue.id, mail, postalAddress: "", actor: testActor })).toEqual({
      ok: false,
      error: "invalid",
      errors: {
        subject: "Please enter a subject",
        body: "Please write the newsletter before sending it",
        postalAddress:
          "Add the business's postal address in Settings before sending: anti-spam laws ask for it in every newsletter",
      },
    });
    expect(await copiesOf(issue.id)).toEqual([]);
    const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    expect(row?.status).toBe("draft");
  });

  it("refuses an audience nobody is in", async () => {
    const db = database.db();
    const issue = await addIssue({ audienceSource: "nowhere" });
    expect(await startNewsletterSend({ db, issueId: issue.id, mail, postalAddress: POSTAL, actor: testActor })).toEqual(
      { ok: false, error: "invalid", errors: { audience: "No active subscriber would receive this issue" } },
    );
  });
});
