import { describe, expect, it } from "vitest";
import { contactMessages } from "#db/schema";
import type { InboxQuery } from "#rules/contact-inbox";
import { withTestDatabase } from "#tests/setup/database";
import { addMessage } from "#tests/setup/inbox-test-rows";
import { listContactMessages } from "./list-contact-messages";

const database = withTestDatabase();
const everything: InboxQuery = { search: "", status: null, priority: null, page: 1 };

async function names(query: Partial<InboxQuery>, pageSize?: number) {
  const page = await listContactMessages({ db: database.db(), query: { ...everything, ...query }, pageSize });
  return { ...page, names: page.rows.map((row) => row.name) };
}

describe("listing contact messages", () => {
  it("finds a term in the name, email, subject or message, in any letter case", async () => {
    await addMessage(database.db(), { name: "Grace Hopper" });
    await addMessage(database.db(), { name: "Email Match", email: "money.grace@example.com" });
    await addMessage(database.db(), { name: "Subject Match", subject: "Amazing GRACE period" });
    await addMessage(database.db(), { name: "Message Match", message: "Is there a grace period on payments?" });
    await addMessage(database.db(), { name: "No Match" });
    const found = await names({ search: "grace" });
    expect(found.names).toEqual(["Message Match", "Subject Match", "Email Match", "Grace Hopper"]);
    expect(found.total).toBe(4);
  });

  it("takes % and _ in a search literally", async () => {
    await addMessage(database.db(), { name: "Percent", message: "Is 100% of my savings enough?" });
    await addMessage(database.db(), { name: "Other", message: "Is 1000 of my savings enough?" });
    await addMessage(database.db(), { name: "Underscore", email: "first_last@example.com" });
    await addMessage(database.db(), { name: "Plain", email: "firstxlast@example.com" });
    expect((await names({ search: "100%" })).names).toEqual(["Percent"]);
    expect((await names({ search: "first_last" })).names).toEqual(["Underscore"]);
  });

  it("filters by status and by priority, alone or together with a search", async () => {
    await addMessage(database.db(), { name: "Unread Normal", status: "unread", priority: "normal" });
    await addMessage(database.db(), { name: "Unread Urgent", status: "unread", priority: "urgent" });
    await addMessage(database.db(), { name: "Replied Urgent", status: "replied", priority: "urgent" });
    await addMessage(database.db(), { name: "Archived Low", status: "archived", priority: "low" });
    expect((await names({ status: "unread" })).names).toEqual(["Unread Urgent", "Unread Normal"]);
    expect((await names({ priority: "urgent" })).names).toEqual(["Replied Urgent", "Unread Urgent"]);
    expect((await names({ status: "unread", priority: "urgent" })).names).toEqual(["Unread Urgent"]);
    expect((await names({ status: "archived", search: "low" })).names).toEqual(["Archived Low"]);
    expect((await names({ status: "read" })).total).toBe(0);
  });

  it("gives newest first a page at a time, the last page partly filled, a page past the end as the last", async () => {
    for (let index = 1; index <= 7; index++) await addMessage(database.db(), { name: `Sender ${index}` });
    const first = await names({ page: 1 }, 3);
    expect(first).toMatchObject({ names: ["Sender 7", "Sender 6", "Sender 5"], total: 7, page: 1, pageCount: 3 });
    expect((await names({ page: 2 }, 3)).names).toEqual(["Sender 4", "Sender 3", "Sender 2"]);
    expect((await names({ page: 3 }, 3)).names).toEqual(["Sender 1"]);
    expect(await names({ page: 99 }, 3)).toMatchObject({ names: ["Sender 1"], page: 3 });
  });

  it("keeps one order across pages when messages arrive at the same instant", async () => {
    const at = new Date("2025-02-01T10:00:00Z");
    for (let index = 1; index <= 6; index++) await addMessage(database.db(), { name: `Same ${index}`, createdAt: at });
    const pages = [await names({ page: 1 }, 2), await names({ page: 2 }, 2), await names({ page: 3 }, 2)];
    const seen = pages.flatMap((page) => page.names);
    expect(new Set(seen).size).toBe(6);
    const ids = pages.flatMap((page) => page.rows.map((row) => row.id));
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it("answers an empty inbox with no rows and one page", async () => {
    expect(await names({ search: "anything", page: 4 })).toMatchObject({ names: [], total: 0, page: 1, pageCount: 1 });
  });

  it("sends the start of each message, not all of it", async () => {
    await addMessage(database.db(), { message: "x".repeat(1500) });
    const { rows } = await names({});
    expect(rows[0]?.messageStart).toHaveLength(101);
    expect(await database.db().$count(contactMessages)).toBe(1);
  });
});
