import { describe, expect, it } from "vitest";
import { withTestDatabase } from "#tests/setup/database";
import { addMessage } from "#tests/setup/inbox-test-rows";
import { getContactMessageStats } from "./get-contact-message-stats";

const database = withTestDatabase();

describe("the inbox's stat cards", () => {
  it("count all, unread, replied, and high priority as high plus urgent", async () => {
    await addMessage(database.db(), { status: "unread", priority: "urgent" });
    await addMessage(database.db(), { status: "unread", priority: "normal" });
    await addMessage(database.db(), { status: "read", priority: "high" });
    await addMessage(database.db(), { status: "replied", priority: "high" });
    await addMessage(database.db(), { status: "replied", priority: "low" });
    await addMessage(database.db(), { status: "archived", priority: "normal" });
    expect(await getContactMessageStats({ db: database.db() })).toEqual({
      total: 6,
      unread: 2,
      replied: 2,
      highPriority: 3,
      byPriority: { low: 1, normal: 2, high: 2, urgent: 1 },
    });
  });

  it("are zero for an empty inbox", async () => {
    expect(await getContactMessageStats({ db: database.db() })).toMatchObject({ total: 0, unread: 0, highPriority: 0 });
  });
});
