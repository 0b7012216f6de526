import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purgeTrashItem } from "#core/trash/purge-trash-item";
import { contactMessages, trashItems } from "#db/schema";
import { BULK_INBOX_ACTIONS, INBOX_MESSAGES } from "#rules/contact-inbox";
import { restoredManyMessage, TRASH_MESSAGES } from "#rules/trash";
import { withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { addMessage } from "#tests/setup/inbox-test-rows";

/** The inbox's bulk actions and "mark as replied" over HTTP, as the page's forms post them. */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });
const { app, session } = http;

/** Posts as a plain form: repeated `ids` fields, like the ticked checkboxes. */
function post(fields: [string, string][], path = "/admin/inbox") {
  return http.submit(path, fields);
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

/** The toast's Undo form in a page: its action and the trash items it restores. */
function undoFormIn(html: string): { ids: string[]; returnTo: string } {
  const form = /<form[^>]*action="\/admin\/trash"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? "";
  expect(form).toContain(`>${TRASH_MESSAGES.undo}</button>`);
  return {
    ids: [...form.matchAll(/name="id" value="([^"]+)"/g)].map((match) => match[1] ?? ""),
    returnTo: /name="returnTo" value="([^"]*)"/.exec(form)?.[1]?.replaceAll("&amp;", "&") ?? "",
  };
}

const trashIds = async () => (await database.db().select({ id: trashItems.id }).from(trashItems)).map((row) => row.id);

describe("Undo after a bulk delete", () => {
  it("brings every deleted message back in one request, with JavaScript", async () => {
    const { ana, cy } = await addThree();
    const deleted = await post(
      [
        ["intent", "bulkDelete"],
        ["ids", `${ana.id},${cy.id}`],
        ["js", "1"],
      ],
      "/admin/inbox.data",
    );
    expect(deleted.status).toBe(200);
    const answer = await deleted.text();
    const undo = await trashIds();
    expect(undo).toHaveLength(2);
    for (const id of undo) expect(answer).toContain(id);

    const restored = await post(
      [["intent", "restore"], ["js", "1"], ...undo.map((id): [string, string] => ["id", id])],
      "/admin/trash.data",
    );
    expect(restored.status).toBe(200);
    expect(await restored.text()).toContain(
      restoredManyMessage({ restored: 2, total: 2, kind: "contact_message", reasons: [], missing: 0 }),
    );
    expect(await statuses()).toEqual(["Ana:unread", "Ben:unread", "Cy:unread"]);
    expect(await trashIds()).toEqual([]);
    const inbox = await (await app().request("/admin/inbox", { headers: { Cookie: session.cookie } })).text();
    expect(inbox).toContain("Ana");
    expect(inbox).toContain("Cy");
  });

  it("works without JavaScript: the toast's Undo form holds every message and comes back to the inbox", async () => {
    const { ana, ben, cy } = await addThree();
    const deleted = await post([
      ["intent", "bulkDelete"],
      ["ids", ana.id],
      ["ids", ben.id],
      ["ids", cy.id],
      ["returnTo", "/admin/inbox?status=unread"],
    ]);
    expect(deleted.status).toBe(302);
    const page = await http.pageAfterRedirect(deleted);
    expect(page).toContain(BULK_INBOX_ACTIONS.bulkDelete.done(3));
    const undo = undoFormIn(page);
    expect(undo.ids.sort()).toEqual((await trashIds()).sort());
    expect(undo.ids).toHaveLength(3);

    const restored = await post(
      [["intent", "restore"], ["returnTo", undo.returnTo], ...undo.ids.map((id): [string, string] => ["id", id])],
      "/admin/trash",
    );
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe("/admin/inbox?status=unread");
    expect(await http.pageAfterRedirect(restored)).toContain(
      restoredManyMessage({ restored: 3, total: 3, kind: "contact_message", reasons: [], missing: 0 }),
    );
    expect(await statuses()).toEqual(["Ana:unread", "Ben:unread", "Cy:unread"]);
  });

  it("restores what is still in the trash and says how many were not; with nothing left it says so and changes nothing", async () => {
    const db = database.db();
    const { ana, ben } = await addThree();
    await post([
      ["intent", "bulkDelete"],
      ["ids", ana.id],
      ["ids", ben.id],
    ]);
    const [anaItem] = await db.select().from(trashItems).where(eq(trashItems.rowId, ana.id));
    const undo = await trashIds();
    await purgeTrashItem({ db, id: anaItem?.id ?? "", actor: { adminUserId: null, actorEmail: "other@example.com" } });

    const fields = (js: string): [string, string][] => [
      ["intent", "restore"],
      ["js", js],
      ...undo.map((id): [string, string] => ["id", id]),
    ];
    const partly = await post(fields("1"), "/admin/trash.data");
    expect(partly.status).toBe(200);
    expect(await partly.text()).toContain(
      JSON.stringify(
        restoredManyMessage({ restored: 1, total: 2, kind: "contact_message", reasons: [], missing: 1 }),
      ).slice(1, -1),
    );
    expect(await statuses()).toEqual(["Ben:unread", "Cy:unread"]);

    const again = await post(fields(""), "/admin/trash");
    expect(again.status).toBe(302);
    const message = restoredManyMessage({ restored: 0, total: 2, kind: null, reasons: [], missing: 2 });
    expect(message).toContain("Nothing was restored");
    expect(await http.pageAfterRedirect(again)).toContain(message);
    expect(await statuses()).toEqual(["Ben:unread", "Cy:unread"]);
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
