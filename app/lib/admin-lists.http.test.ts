import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, emailSubscribers } from "#db/schema";
import { INBOX_MESSAGES } from "#rules/contact-inbox";
import { CSV_COLUMNS, SUBSCRIBER_ADMIN_MESSAGES } from "#rules/subscriber-admin";
import { withAdminHttp } from "#tests/setup/admin-http";
import { csvDownloadLines } from "#tests/setup/csv-download";
import { withTestDatabase } from "#tests/setup/database";
import { addMessage } from "#tests/setup/inbox-test-rows";
import { addSubscriber } from "#tests/setup/subscriber-test-rows";

/** The inbox and subscriber screens over HTTP, in process: what the browser and a script see. */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });
const { app, session } = http;

function post(path: string, fields: Record<string, string>) {
  return http.submit(path, { js: "1", ...fields });
}

describe("the inbox over HTTP", () => {
  it("renders the filtered page with its stat cards and the open message", async () => {
    const message = await addMessage(database.db(), { name: "Grace Hopper", subject: "", priority: "urgent" });
    await addMessage(database.db(), { name: "Alan Turing" });
    const response = await app().request(`/admin/inbox?q=grace&priority=urgent&message=${message.id}`, {
      headers: { Cookie: session.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("server-timing")).toMatch(/stats;dur=[\d.]+, list;dur=[\d.]+/);
    const html = await response.text();
    expect(html).toContain("Grace Hopper");
    expect(html).not.toContain("Alan Turing");
    expect(html).toContain("Message Details");
    expect(html).toContain(INBOX_MESSAGES.noSubject);
  });

  it("refuses a status outside the list with a message, changing nothing", async () => {
    const message = await addMessage(database.db(), { status: "unread" });
    const response = await post("/admin/inbox", {
      intent: "update",
      id: message.id,
      status: "deleted",
      priority: "normal",
      adminNotes: "",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(INBOX_MESSAGES.statusInvalid);
    const [row] = await database.db().select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(row?.status).toBe("unread");
  });

  it("answers 404 for deleting a message that is gone, and never 500 for a malformed id", async () => {
    expect((await post("/admin/inbox", { intent: "delete", id: "00000000-0000-4000-8000-000000000000" })).status).toBe(
      404,
    );
    expect((await post("/admin/inbox", { intent: "delete", id: "not-an-id" })).status).toBe(404);
    expect((await post("/admin/inbox", { intent: "markRead", id: "not-an-id" })).status).toBe(200);
  });

  it("without JavaScript, saving redirects back to the list with the toast in a cookie", async () => {
    const message = await addMessage(database.db());
    const response = await post("/admin/inbox", {
      js: "",
      intent: "update",
      id: message.id,
      status: "replied",
      priority: "high",
      adminNotes: "Done",
      returnTo: "/admin/inbox?status=unread",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/inbox?status=unread");
    expect(response.headers.get("set-cookie")).toContain("admin_toast=");
  });
});

describe("the subscriber list over HTTP", () => {
  it("counts the filtered subscribers against all subscribers in the footer", async () => {
    for (let index = 1; index <= 4; index++)
      await addSubscriber(database.db(), { email: `ev${index}@example.com`, source: "events" });
    for (let index = 1; index <= 8; index++)
      await addSubscriber(database.db(), { email: `web${index}@example.com`, source: "website" });
    const response = await app().request("/admin/email-subscribers?source=events", {
      headers: { Cookie: session.cookie },
    });
    const html = await response.text();
    expect(html).toContain("Showing 4 of 12 subscribers");
    expect(html).toContain("Ready to export 4 records");
  });
});

describe("the subscriber export over HTTP", () => {
  it("streams the filtered list as a dated CSV download", async () => {
    await addSubscriber(database.db(), { firstName: "Ana", email: "ana@example.com", source: "events" });
    await addSubscriber(database.db(), { firstName: "Ben", email: "ben@example.com", source: "coaching" });
    const response = await app().request("/admin/email-subscribers/export?source=events", {
      headers: { Cookie: session.cookie },
    });
    const lines = await csvDownloadLines(response, "email-subscribers", 1);
    expect(lines).toEqual([
      CSV_COLUMNS.map((column) => `"${column}"`).join(","),
      expect.stringMatching(/^"Ana","Silva","ana@example\.com","active","events",/),
    ]);
  });

  it("sends someone without a session to sign in", async () => {
    const response = await app().request("/admin/email-subscribers/export");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/admin/login");
  });

  it("unsubscribes once, then says the subscriber already left", async () => {
    const subscriber = await addSubscriber(database.db());
    const first = await post("/admin/email-subscribers", { intent: "unsubscribe", id: subscriber.id });
    expect(await first.text()).toContain(SUBSCRIBER_ADMIN_MESSAGES.unsubscribed);
    const again = await post("/admin/email-subscribers", { intent: "unsubscribe", id: subscriber.id });
    expect(again.status).toBe(409);
    const [row] = await database.db().select().from(emailSubscribers).where(eq(emailSubscribers.id, subscriber.id));
    expect(row?.status).toBe("unsubscribed");
  });
});
