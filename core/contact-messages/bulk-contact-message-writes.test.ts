import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contactMessages, trashItems } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { addMessage, testActor } from "#tests/setup/inbox-test-rows";
import { deleteContactMessages } from "./delete-contact-messages";
import { setContactMessagesStatus } from "./set-contact-messages-status";

const database = withTestDatabase();
const unknownId = "00000000-0000-4000-8000-000000000000";

const statuses = async () =>
  (await database.db().select().from(contactMessages).orderBy(asc(contactMessages.name))).map(
    (row) => `${row.name}:${row.status}`,
  );

async function addThree() {
  const db = database.db();
  return {
    ana: await addMessage(db, { name: "Ana", status: "unread" }),
    ben: await addMessage(db, { name: "Ben", status: "replied" }),
    cy: await addMessage(db, { name: "Cy", status: "unread" }),
  };
}

describe("changing the status of several messages", () => {
  it("marks the selected unread messages read, leaving a replied one replied, with a record for each change", async () => {
    const { ana, ben } = await addThree();
    const ids = [ana.id, ben.id, unknownId, "not-an-id"];
    expect(await setContactMessagesStatus({ db: database.db(), ids, status: "read", actor: testActor })).toEqual({
      changed: 1,
    });
    expect(await statuses()).toEqual(["Ana:read", "Ben:replied", "Cy:unread"]);
    expect(await database.db().select().from(auditLog)).toEqual([
      expect.objectContaining({ action: "update", targetType: "contact_message", targetId: ana.id }),
    ]);
  });

  it("archives the selected messages, and marks one replied", async () => {
    const { ana, ben, cy } = await addThree();
    const db = database.db();
    expect(await setContactMessagesStatus({ db, ids: [ana.id, ben.id], status: "archived", actor: testActor })).toEqual(
      { changed: 2 },
    );
    expect(await setContactMessagesStatus({ db, ids: [cy.id], status: "replied", actor: testActor })).toEqual({
      changed: 1,
    });
    expect(await statuses()).toEqual(["Ana:archived", "Ben:archived", "Cy:replied"]);
  });

  it("changes nothing for an empty selection", async () => {
    await addThree();
    expect(
      await setContactMessagesStatus({ db: database.db(), ids: [], status: "archived", actor: testActor }),
    ).toEqual({ changed: 0 });
    expect(await statuses()).toEqual(["Ana:unread", "Ben:replied", "Cy:unread"]);
  });
});

describe("deleting several messages", () => {
  it("moves each selected message to the trash as a single delete does, skipping ones already gone", async () => {
    const { ana, cy } = await addThree();
    const ids = [ana.id, cy.id, cy.id, unknownId];
    const { deleted, trashIds } = await deleteContactMessages({ db: database.db(), ids, actor: testActor });
    expect(deleted).toBe(2);
    const kept = await database.db().select({ id: trashItems.id, rowId: trashItems.rowId }).from(trashItems);
    expect(trashIds.sort()).toEqual(kept.map((item) => item.id).sort());
    expect(kept.map((item) => item.rowId).sort()).toEqual([ana.id, cy.id].sort());
    expect(await statuses()).toEqual(["Ben:replied"]);
    const audits = await database.db().select().from(auditLog);
    expect(audits.map((row) => `${row.action}:${row.targetId}`).sort()).toEqual(
      [`trash:${ana.id}`, `trash:${cy.id}`].sort(),
    );
  });
});
