import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessageReplies, contactMessages, outboxEmails } from "#db/schema";
import { REPLY_MESSAGES } from "#rules/contact-reply";
import { withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { addMessage } from "#tests/setup/inbox-test-rows";
import { withMailDelivery } from "#tests/setup/mail-delivery";

/** Replying to a visitor from the inbox, over HTTP in process, with a real SMTP server. */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });
const { app, session } = http;
const delivery = withMailDelivery(database);

function reply(id: string, fields: Record<string, string>, overrides: Record<string, string> = delivery.env) {
  const all = { js: "1", intent: "reply", id, returnTo: `/admin/inbox?message=${id}`, ...fields };
  return http.submit("/admin/inbox", all, { multipart: true, site: app({ env: overrides }) });
}

async function page(path: string, overrides: Record<string, string> = delivery.env) {
  const response = await app({ env: overrides }).request(path, { headers: { Cookie: session.cookie } });
  return response.text();
}

describe("replying from the inbox", () => {
  it("sends a threaded reply to the visitor, keeps the thread with the message and marks it replied", async () => {
    const message = await addMessage(database.db(), {
      name: "Ana Silva",
      email: "ana@example.org",
      subject: "Budget question",
      message: "Could you help me plan my monthly budget?",
    });
    const form = await page(`/admin/inbox?message=${message.id}&reply=1`);
    expect(form).toContain('value="Re: Budget question"');
    expect(form).toContain("&gt; Could you help me plan my monthly budget?");

    const first = await reply(message.id, { subject: "Re: Budget question", body: "Yes! Let us start with income." });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(REPLY_MESSAGES.sent);
    await delivery.sink.waitFor((mails) => mails.length === 1);
    const second = await reply(message.id, { subject: "Re: Budget question", body: "And here is a worksheet." });
    expect(second.status).toBe(200);
    const [one, two] = await delivery.sink.waitFor((mails) => mails.length === 2);

    expect(one?.envelopeTo).toEqual(["ana@example.org"]);
    expect(one?.parsed.subject).toBe("Re: Budget question");
    expect(one?.parsed.replyTo?.text).toBe("owner@example.com");
    expect(one?.parsed.text).toContain("Yes! Let us start with income.");
    expect(one?.parsed.text).toContain("Ana Silva wrote:\n> Could you help me plan my monthly budget?");
    const root = `<contact-message-${message.id}@localhost>`;
    expect(one?.parsed.inReplyTo).toBe(root);
    expect(two?.parsed.inReplyTo).toBe(one?.parsed.messageId);
    expect(two?.parsed.references).toEqual([root, one?.parsed.messageId]);

    const [stored] = await database.db().select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(stored?.status).toBe("replied");
    const modal = await page(`/admin/inbox?message=${message.id}`);
    expect(modal).toContain("Replies (2)");
    expect(modal.indexOf("Yes! Let us start with income.")).toBeLessThan(modal.indexOf("And here is a worksheet."));
  });

  it("refuses an empty reply with a message and stores nothing", async () => {
    const message = await addMessage(database.db());
    const response = await reply(message.id, { subject: "Re: Budget question", body: "   " });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(REPLY_MESSAGES.bodyRequired);
    expect(await database.db().select().from(contactMessageReplies)).toHaveLength(0);
    expect(await database.db().select().from(outboxEmails)).toHaveLength(0);
    expect((await reply("00000000-0000-4000-8000-000000000000", { subject: "Re", body: "Hi" })).status).toBe(404);
  });

  it("keeps the mailto: link when no mail server is set up", async () => {
    const message = await addMessage(database.db(), { email: "ana@example.org" });
    const modal = await page(`/admin/inbox?message=${message.id}&reply=1`, {});
    expect(modal).toContain('href="mailto:ana%40example.org?subject=Re%3A%20Budget%20question"');
    expect(modal).not.toContain("Send Reply");
  });
});
