import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "#db/schema";
import { BULK_INBOX_ACTIONS, INBOX_MESSAGES } from "#rules/contact-inbox";
import { withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { addMessage } from "#tests/setup/inbox-test-rows";

/** The inbox's bulk actions and "mark as replied" over HTTP, as the page's forms post them. */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });
const { app, session } = http;

/** Posts as a plain form: repeated `ids` fields, like the ticked checkboxes. */
function post(fields: [string, string][]) {
  const body = new URLSearchParams([["csrf", session.csrf], ...fields]);
  return app().request("/admin/inbox", {
    method: "POST",
    headers: {
      Cookie: session.cookie,
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body,
  });
}

const statuses = async () =>
  (await database.db().select().from(contactMessages).orderBy(asc(contactMessages.name))).map(
    (row) => `${row.name}:${row.status}`,
  );

async function addThree() {
  const db = database.db();
  return {
    ana: await addMessage(db, { name: "Ana", status: "unread" }),
    ben: await addMessage(db, { name: "Ben", status: "unread" }),
    cy: await addMessage(db, { name: "Cy", status: "unread" }),
  };
}

describe("the inbox's bulk actions over HTTP", () => {
  it("lists each message with a checkbox of the bulk form, and the bar's buttons", async () => {
    const { ana } = await addThree();
    const html = await (await app().request("/admin/inbox", { headers: { Cookie: session.cookie } })).text();
    const checkbox = new RegExp(`<input[^>]*name="ids"[^>]*value="${ana.id}"[^>]*>`).exec(html)?.[0];
    expect(checkbox).toContain('form="inbox-bulk"');
    expect(html).toMatch(/<form[^>]*id="inbox-bulk"/);
    expect(html).toContain('aria-label="Select all messages on this page"');
    expect(html).toContain(`>${BULK_INBOX_ACTIONS.bulkRead.label}</button>`);
    expect(html).toContain(`>${BULK_INBOX_ACTIONS.bulkArchive.label}</button>`);
  });

  it("marks the ticked messages read, then archives them, back to the list with the count", async () => {
    const { ana, ben } = await addThree();
    const back: [string, string] = ["returnTo", "/admin/inbox?status=unread"];
    const read = await post([["intent", "bulkRead"], ["ids", ana.id], ["ids", ben.id], back]);
    expect(read.status).toBe(302);
    expect(read.headers.get("location")).toBe("/admin/inbox?status=unread");
    expect(await http.pageAfterRedirect(read)).toContain(BULK_INBOX_ACTIONS.bulkRead.done(2));
    expect(await statuses()).toEqual(["Ana:read", "Ben:read", "Cy:unread"]);

    const archived = await post([
      ["intent", "bulkArchive"],
      ["ids", ben.id],
    ]);
    expect(await http.pageAfterRedirect(archived)).toContain("1 message archived");
    expect(await statuses()).toEqual(["Ana:read", "Ben:archived", "Cy:unread"]);
  });

  it("deletes the selected messages sent as one field, as the confirmation posts them", async () => {
    const { ana, cy } = await addThree();
    const response = await post([
      ["intent", "bulkDelete"],
      ["ids", `${ana.id},${cy.id}`],
      ["js", "1"],
    ]);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(BULK_INBOX_ACTIONS.bulkDelete.done(2));
    expect(await statuses()).toEqual(["Ben:unread"]);
  });

  it("refuses a bulk action with nothing selected, changing nothing", async () => {
    await addThree();
    const response = await post([["intent", "bulkArchive"]]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(INBOX_MESSAGES.nothingSelected);
    expect(await statuses()).toEqual(["Ana:unread", "Ben:unread", "Cy:unread"]);
  });
});

describe("marking a message replied after Reply via Email", () => {
  it("sets replied, and says when the message is gone", async () => {
    const { ben } = await addThree();
    const response = await post([
      ["intent", "markReplied"],
      ["id", ben.id],
    ]);
    expect(await http.pageAfterRedirect(response)).toContain(INBOX_MESSAGES.markedReplied);
    expect(await statuses()).toEqual(["Ana:unread", "Ben:replied", "Cy:unread"]);
    const gone = await post([
      ["intent", "markReplied"],
      ["id", "00000000-0000-4000-8000-000000000000"],
    ]);
    expect(gone.status).toBe(404);
  });
});
