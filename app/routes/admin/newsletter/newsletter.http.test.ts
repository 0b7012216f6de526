import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { deleteUnusedImage } from "#core/images/delete-unused-image";
import { startDueNewsletters } from "#core/newsletter/start-due-newsletters";
import { auditLog, images, newsletterIssues, outboxEmails, siteSettings, trashItems } from "#db/schema";
import { IMAGE_MESSAGES } from "#rules/images";
import { NEWSLETTER_MESSAGES } from "#rules/newsletter";
import { NEWSLETTER_EDITOR_MESSAGES as M, stuckScheduleNotice } from "#rules/newsletter-issue";
import { SUPPRESSED_LABEL } from "#rules/subscriber-admin";
import { SUBSCRIPTION_PAGE_MESSAGES } from "#rules/subscription-page-texts";
import { OWNER, SITE, withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";
import { testMailSettings } from "#tests/setup/mail-settings";
import { addSubscriber } from "#tests/setup/subscriber-test-rows";

/** The newsletter pages over HTTP: writing drafts, the preview, a test, scheduling, sending, deleting. */

const database = withTestDatabase();
const http = withAdminHttp(database, {
  env: { SITE_TIME_ZONE: "America/New_York", BUSINESS_STREET_ADDRESS: "12 Main Street" },
});

/** A message as it appears in a `.data` answer: quotes escaped. */
const inAnswer = (message: string) => JSON.stringify(message).slice(1, -1);

/** Posts as the page's forms do with scripts (`.data`). */
function post(path: string, fields: Record<string, string>) {
  return http.submit(`${path}.data`, { js: "1", ...fields }, { multipart: true });
}

async function page(path: string) {
  const response = await http.app().request(path, { headers: { Cookie: http.session.cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

const draft = { subject: "Three money habits for December", previewText: "Small steps", body: "Hello **friends**" };

async function issueBySubject(subject: string) {
  const [row] = await database.db().select().from(newsletterIssues).where(eq(newsletterIssues.subject, subject));
  if (!row) throw new Error(`no issue "${subject}"`);
  return row;
}

async function auditActions(issueId: string) {
  const rows = await database.db().select().from(auditLog).where(eq(auditLog.targetId, issueId));
  return rows.map((row) => [row.action, (row.details as { subject?: string }).subject]);
}

describe("the newsletter in the back office", () => {
  it("saves drafts with their own archive addresses, refuses bad input changing nothing, and previews the email", async () => {
    const db = database.db();
    await addSubscriber(db, { source: "website" });
    await addSubscriber(db, { source: "events" });
    await addSubscriber(db, { source: "events", status: "pending" });
    await addSubscriber(db, { source: "events", suppressedAt: new Date(), permanentFailures: 3 });

    const form = await page("/admin/newsletter/new");
    expect(form).toContain("All active subscribers (2)");
    expect(form).toContain("Events only (1)");

    const refused = await post("/admin/newsletter/new", { ...draft, subject: " ", slug: "" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(inAnswer(NEWSLETTER_MESSAGES.subjectRequired));
    expect(await db.select().from(newsletterIssues)).toEqual([]);

    const created = await post("/admin/newsletter/new", { ...draft, slug: "", audience: "events", inArchive: "on" });
    expect(created.status).toBe(200);
    const first = await issueBySubject(draft.subject);
    expect(await created.text()).toContain(`/admin/newsletter/${first.id}`);
    expect(first).toMatchObject({
      slug: "three-money-habits-for-december",
      status: "draft",
      audienceSource: "events",
      inArchive: true,
    });

    // A second draft with the same subject gets the next free address; a typed address another issue has is refused.
    await post("/admin/newsletter/new", { ...draft, subject: "Three money habits for December!", slug: "" });
    const second = await issueBySubject("Three money habits for December!");
    expect(second.slug).toBe("three-money-habits-for-december-2");
    const taken = await post(`/admin/newsletter/${second.id}`, {
      ...draft,
      subject: "Renamed",
      slug: first.slug,
      editVersion: "0",
    });
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain(inAnswer(M.slugTaken));
    expect((await issueBySubject("Three money habits for December!")).slug).toBe("three-money-habits-for-december-2");

    const edit = await page(`/admin/newsletter/${first.id}`);
    expect(edit).toContain("srcDoc");
    expect(edit).toContain("&lt;strong");
    expect(edit).toContain("Hello **friends**");
    expect(edit).toContain("12 Main Street");
    expect(edit).toContain("Send to 1 subscriber");

    const list = await page("/admin/newsletter");
    expect(list).toContain(draft.subject);
    expect(list).toContain("Three money habits for December!");
    expect(await auditActions(first.id)).toEqual([["create", draft.subject]]);
  });

  it("draws the email as typed for a signed-in admin only, and answers bad input with the form's message", async () => {
    const fields = {
      ...draft,
      body: "Hello **friends**\n\n![Our office](/media/abc-960.jpg)",
      slug: "",
      inArchive: "on",
    };
    const signedOut = await postForm(http.app(), "/admin/newsletter/preview", fields, { multipart: true });
    expect(signedOut.status).toBe(401);

    const drawn = await http.submit("/admin/newsletter/preview", fields, { multipart: true });
    expect(drawn.status).toBe(200);
    const email = await drawn.json();
    expect(email).toMatchObject({ ok: true, subject: draft.subject, previewText: draft.previewText });
    expect(email.html).toContain("<strong");
    expect(email.html).toContain('src="http://localhost/media/abc-960.jpg" alt="Our office"');
    expect(email.html).toContain("http://localhost/newsletter/archive/three-money-habits-for-december");
    expect(email.text).toContain("Our office (http://localhost/media/abc-960.jpg)");
    expect(email.text).toContain("12 Main Street");

    const noSubject = await http.submit("/admin/newsletter/preview", { ...fields, subject: " " }, { multipart: true });
    expect(noSubject.status).toBe(400);
    expect(await noSubject.json()).toEqual({ ok: false, errors: {}, formError: NEWSLETTER_MESSAGES.subjectRequired });
    const tooLong = await http.submit("/admin/newsletter/preview", { ...fields, body: "x".repeat(100_001) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).formError).toBe("Body must be at most 100,000 characters");
    expect(await database.db().select().from(newsletterIssues)).toEqual([]);
  });

  it("stores an uploaded image for the body, refuses what is not one, and keeps an image an issue shows", async () => {
    const db = database.db();
    const upload = (file: Blob | string) => http.submit("/admin/newsletter/images", { file }, { multipart: true });
    const missing = await upload("");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ ok: false, errors: {}, formError: IMAGE_MESSAGES.invalidType });
    const text = await upload(new Blob(["not a picture"], { type: "image/png" }));
    expect(await text.json()).toEqual({ ok: false, errors: {}, formError: IMAGE_MESSAGES.notAnImage });

    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#48c" } })
      .jpeg()
      .toBuffer();
    const stored = await upload(new Blob([new Uint8Array(photo)], { type: "image/jpeg" }));
    expect(stored.status).toBe(200);
    const { image } = await stored.json();
    // The copy for a 600 px email: 960 px wide, not the 2400 px upload.
    expect(image.emailSrc).toMatch(/^\/media\/[\w-]{16}-960\.jpg$/);
    expect(await page("/admin/newsletter/new")).toContain(image.thumbnail);

    await post("/admin/newsletter/new", { ...draft, slug: "", body: `![Our office](${image.emailSrc})` });
    expect(await deleteUnusedImage({ db, imageId: image.id })).toBe(false);
    await db.delete(newsletterIssues);
    expect(await deleteUnusedImage({ db, imageId: image.id })).toBe(true);
    expect(await db.select().from(images)).toEqual([]);
  });

  it("sends a test to the admin, schedules in the business's time zone, cancels, sends, then keeps the issue frozen", async () => {
    const db = database.db();
    await addSubscriber(db, { email: "a@example.com" });
    await addSubscriber(db, { email: "b@example.com" });
    await addSubscriber(db, { email: "gone@example.com", status: "unsubscribed", unsubscribedAt: new Date() });
    await post("/admin/newsletter/new", { ...draft, slug: "december" });
    const issue = await issueBySubject(draft.subject);
    const path = `/admin/newsletter/${issue.id}`;

    // Named for whatever date she picks: not "Eastern Standard Time" for a date in July.
    expect(await page(path)).toContain("Or schedule it for (Eastern Time (America/New_York))");
    const test = await post(path, { intent: "test" });
    expect(await test.text()).toContain(inAnswer(M.testHeld(OWNER.email)));
    const [copy] = await db.select().from(outboxEmails).where(eq(outboxEmails.event, "newsletter.test"));
    expect(copy).toMatchObject({ toAddress: OWNER.email, subject: `[Test] ${draft.subject}`, status: "queued" });
    // No subscriber stands behind a test copy: it has no List-Unsubscribe for a mail program's button.
    expect(copy?.headers).toEqual({});
    expect(copy?.replyTo).toBe("support@example.com");
    expect(copy?.textBody).toContain("Hello friends");
    // Its Unsubscribe link says it is a sample, rather than "not valid", and unsubscribes nobody.
    const unsubscribe = /Unsubscribe: (\S+)/.exec(copy?.textBody ?? "")?.[1] ?? "";
    const sample = await http.app().request(unsubscribe.replace(SITE, ""));
    expect(sample.status).toBe(200);
    const samplePage = await sample.text();
    expect(samplePage).toContain(SUBSCRIPTION_PAGE_MESSAGES.unsubscribeSample);
    expect(samplePage).not.toContain(SUBSCRIPTION_PAGE_MESSAGES.unsubscribeInvalid);

    const past = await post(path, { intent: "schedule", sendAt: "2020-01-01T09:00" });
    expect(past.status).toBe(400);
    expect(await past.text()).toContain(inAnswer(M.schedulePast));
    const noTime = await post(path, { intent: "schedule", sendAt: "" });
    expect(await noTime.text()).toContain(inAnswer(M.scheduleMissing));
    expect((await issueBySubject(draft.subject)).status).toBe("draft");

    const year = new Date().getUTCFullYear() + 1;
    const scheduled = await post(path, { intent: "schedule", sendAt: `${year}-01-15T09:30` });
    expect(scheduled.status).toBe(200);
    // 9:30 in New York in January is 14:30 UTC.
    expect((await issueBySubject(draft.subject)).scheduledAt?.toISOString()).toBe(`${year}-01-15T14:30:00.000Z`);
    const list = await page("/admin/newsletter");
    expect(list).toContain(
      "Sends Saturday, January 15, 9:30 AM Eastern Standard Time".replace("Saturday", weekday(year)),
    );

    expect((await post(path, { intent: "unschedule" })).status).toBe(200);
    expect(await issueBySubject(draft.subject)).toMatchObject({ status: "draft", scheduledAt: null });

    const sent = await post(path, { intent: "send" });
    expect(await sent.text()).toContain(inAnswer(M.sendStarted(2)));
    const copies = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.newsletterIssueId, issue.id)));
    expect(copies.map((row) => row.toAddress).sort()).toEqual(["a@example.com", "b@example.com"]);

    const frozen = await post(path, { ...draft, subject: "Changed", slug: "december" });
    expect(frozen.status).toBe(409);
    expect(await frozen.text()).toContain(inAnswer(NEWSLETTER_MESSAGES.frozen));
    const kept = await post(path, { intent: "delete" });
    expect(kept.status).toBe(409);
    expect(await kept.text()).toContain(inAnswer(M.cannotDelete));
    expect(await issueBySubject(draft.subject)).toMatchObject({ status: "sending", recipientCount: 2 });

    const progress = await page(path);
    expect(progress).toContain("0 of 2 copies handled");
    expect(progress).toMatch(/<progress[^>]*max="2"/);
    expect(await auditActions(issue.id)).toEqual([
      ["create", draft.subject],
      ["newsletter_scheduled", draft.subject],
      ["newsletter_unscheduled", draft.subject],
      ["newsletter_sent", draft.subject],
    ]);
  });

  it("says on the list and the issue's page why a scheduled issue did not start, and refuses Send now without the postal address", async () => {
    const db = database.db();
    await addSubscriber(db, { email: "a@example.com" });
    await post("/admin/newsletter/new", { ...draft, slug: "december" });
    const issue = await issueBySubject(draft.subject);
    const path = `/admin/newsletter/${issue.id}`;
    await post(path, { intent: "schedule", sendAt: `${new Date().getUTCFullYear() + 1}-01-15T09:30` });
    // The owner then empties the postal address in Settings, and the time comes.
    await db.insert(siteSettings).values({
      businessName: "Steady Path Coaching",
      supportEmail: "hello@coach.example.com",
      timeZone: "America/New_York",
      postalAddress: "",
    });
    const due = new Date(Date.UTC(2026, 0, 6, 14, 0));
    await db.update(newsletterIssues).set({ scheduledAt: due }).where(eq(newsletterIssues.id, issue.id));
    const [run] = await startDueNewsletters({ db, mail: testMailSettings(), postalAddress: "" });
    expect(run?.result).toMatchObject({ ok: false, error: "invalid" });

    const notice = stuckScheduleNotice(true);
    const reason = NEWSLETTER_MESSAGES.postalAddressRequired.replace("'", "&#x27;");
    for (const html of [await page("/admin/newsletter"), await page(path)]) {
      expect(html).toContain(notice.title);
      expect(html).toContain(notice.after);
      expect(html).toContain(reason);
      expect(html).toMatch(/href="\/admin\/settings"[^>]*>Open Settings</);
    }

    const refused = await post(path, { intent: "send" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(inAnswer(`${NEWSLETTER_MESSAGES.postalAddressRequired}.`));
    expect(await issueBySubject(draft.subject)).toMatchObject({ status: "scheduled", scheduledAt: due });
    expect(await db.select().from(outboxEmails)).toEqual([]);
  });

  it("deletes a scheduled issue to the Trash and restores it as a draft, shows suppressed subscribers, and checks the sending settings", async () => {
    const db = database.db();
    await addSubscriber(db, { email: "bouncing@example.com", suppressedAt: new Date(), permanentFailures: 3 });
    await addSubscriber(db, { email: "fine@example.com" });
    await post("/admin/newsletter/new", { ...draft, slug: "december" });
    const issue = await issueBySubject(draft.subject);
    const year = new Date().getUTCFullYear() + 1;
    await post(`/admin/newsletter/${issue.id}`, { intent: "schedule", sendAt: `${year}-03-01T10:00` });

    expect((await post(`/admin/newsletter/${issue.id}`, { intent: "delete" })).status).toBe(200);
    expect(await db.select().from(newsletterIssues)).toEqual([]);
    // Meanwhile a new draft took its address.
    await post("/admin/newsletter/new", { ...draft, subject: "Another", slug: "december" });
    const [item] = await db.select().from(trashItems);
    const restored = await http.submit("/admin/trash.data", { js: "1", intent: "restore", id: item?.id ?? "" });
    expect(restored.status).toBe(200);
    expect(await issueBySubject(draft.subject)).toMatchObject({
      status: "draft",
      scheduledAt: null,
      slug: "december-2",
    });

    const subscribers = await page("/admin/email-subscribers");
    expect(subscribers.match(new RegExp(`>${SUPPRESSED_LABEL}<`, "g"))).toHaveLength(1);

    const refused = await post("/admin/newsletter", { perMinute: "0", failureLimit: "21" });
    expect(refused.status).toBe(400);
    const refusal = await refused.text();
    expect(refusal).toContain(inAnswer(M.perMinuteRange));
    expect(refusal).toContain(inAnswer(M.failureLimitRange));
    expect(await post("/admin/newsletter", { perMinute: "120", failureLimit: "5" })).toHaveProperty("status", 200);
    const settings = await page("/admin/newsletter");
    expect(settings).toMatch(/name="perMinute"[^>]*value="120"|value="120"[^>]*name="perMinute"/);
  });
});

/** The weekday of January 15 of `year`, as the page names it. */
function weekday(year: number): string {
  return new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(Date.UTC(year, 0, 15, 12));
}
