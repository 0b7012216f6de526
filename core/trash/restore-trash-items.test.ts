import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteClassInstance } from "#core/classes/delete-class-instance";
import { deleteClassType } from "#core/classes/delete-class-type";
import { deleteContactMessages } from "#core/contact-messages/delete-contact-messages";
import { auditLog, classInstances, contactMessageReplies, contactMessages, trashItems } from "#db/schema";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { addMessage } from "#tests/setup/inbox-test-rows";
import { restoreTrashItems } from "./restore-trash-items";

const database = withTestDatabase();

describe("restoring several trash items at once (the Undo of a bulk delete)", () => {
  it("brings back every message of a bulk delete, each recorded as restored", async () => {
    const db = database.db();
    const ana = await addMessage(db, { name: "Ana" });
    const ben = await addMessage(db, { name: "Ben" });
    const { trashIds } = await deleteContactMessages({ db, ids: [ana.id, ben.id], actor: testActor });
    expect(await restoreTrashItems({ db, ids: trashIds, actor: testActor })).toEqual({
      restored: 2,
      kind: "contact_message",
      refused: [],
      missing: 0,
    });
    expect((await db.select().from(contactMessages)).map((row) => row.name).sort()).toEqual(["Ana", "Ben"]);
    expect(await db.select().from(trashItems)).toEqual([]);
    const restores = await db.select().from(auditLog).where(eq(auditLog.action, "restore"));
    expect(restores.map((entry) => entry.targetId).sort()).toEqual([ana.id, ben.id].sort());
  });

  it("restores what it can, names what it cannot with the reason, and counts ids no longer in the trash", async () => {
    const db = database.db();
    const budget = await addClassType(db);
    const date = await addClassInstance(db, budget.id);
    const dateTrash = await deleteClassInstance({ db, id: date.id, actor: testActor });
    await deleteClassType({ db, id: budget.id, actor: testActor });
    const ana = await addMessage(db, { name: "Ana" });
    const { trashIds } = await deleteContactMessages({ db, ids: [ana.id], actor: testActor });
    if (!dateTrash.ok) throw new Error("the date was not trashed");

    const result = await restoreTrashItems({
      db,
      ids: [dateTrash.trashId, ...trashIds, randomUUID(), "not-an-id"],
      actor: testActor,
    });
    expect(result).toEqual({
      restored: 1,
      kind: null,
      refused: [
        {
          title: expect.stringContaining("Budget Basics"),
          failure: { ok: false, error: "conflict", conflict: "needs-parent", parentTitle: "Budget Basics" },
        },
      ],
      missing: 2,
    });
    expect(await db.select().from(contactMessages)).toHaveLength(1);
    expect(await db.select().from(classInstances)).toEqual([]);
  });

  it("leaves an item that fails halfway in the trash, whole, while the others come back", async () => {
    const db = database.db();
    const ana = await addMessage(db, { name: "Ana" });
    const ben = await addMessage(db, { name: "Ben" });
    await db.insert(contactMessageReplies).values({
      contactMessageId: ana.id,
      authorEmail: "owner@example.com",
      subject: "Re: hello",
      body: "Thanks",
    });
    const { trashIds } = await deleteContactMessages({ db, ids: [ana.id, ben.id], actor: testActor });
    // Ana's kept reply now points at a message that never existed: her rows go in, then the reply's fails.
    const [anaItem] = await db.select().from(trashItems).where(eq(trashItems.rowId, ana.id));
    if (!anaItem) throw new Error("Ana's message is not in the trash");
    const rows = structuredClone(anaItem.rows);
    const reply = rows[1]?.rows[0];
    if (!reply) throw new Error("Ana's reply was not kept");
    reply.contact_message_id = randomUUID();
    await db.update(trashItems).set({ rows }).where(eq(trashItems.id, anaItem.id));

    const result = await restoreTrashItems({ db, ids: trashIds, actor: testActor });
    expect(result).toMatchObject({
      restored: 1,
      refused: [{ failure: { conflict: "needs-parent", parentTitle: null } }],
    });
    expect((await db.select().from(contactMessages)).map((row) => row.name)).toEqual(["Ben"]);
    expect(await db.select().from(trashItems)).toEqual([expect.objectContaining({ id: anaItem.id })]);
  });
});
