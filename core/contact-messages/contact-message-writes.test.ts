import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contactMessages } from "#db/schema";
import { INBOX_MESSAGES } from "#rules/contact-inbox";
import { withTestDatabase } from "#tests/setup/database";
import { addMessage, testActor } from "#tests/setup/inbox-test-rows";
import { deleteContactMessage } from "./delete-contact-message";
import { getContactMessage } from "./get-contact-message";
import { markContactMessageRead } from "./mark-contact-message-read";
import { updateContactMessage } from "./update-contact-message";

const database = withTestDatabase();
const unknownId = "00000000-0000-4000-8000-000000000000";

async function statusOf(id: string) {
  return (await getContactMessage({ db: database.db(), id }))?.status;
}

describe("opening a message", () => {
  it("marks an unread message read, once, with an audit record", async () => {
    const message = await addMessage(database.db(), { status: "unread" });
    expect(await markContactMessageRead({ db: database.db(), id: message.id, actor: testActor })).toEqual({
      changed: true,
    });
    expect(await statusOf(message.id)).toBe("read");
    expect(await markContactMessageRead({ db: database.db(), id: message.id, actor: testActor })).toEqual({
      changed: false,
    });
    const audits = await database.db().select().from(auditLog);
    expect(audits).toEqual([
      expect.objectContaining({
        action: "update",
        targetType: "contact_message",
        targetId: message.id,
        actorEmail: "owner@example.com",
        ipAddress: "203.0.113.9",
      }),
    ]);
  });

  it("leaves a replied message replied", async () => {
    const message = await addMessage(database.db(), { status: "replied" });
    await markContactMessageRead({ db: database.db(), id: message.id, actor: testActor });
    expect(await statusOf(message.id)).toBe("replied");
  });

  it("finds nothing for an unknown or malformed id", async () => {
    expect(await getContactMessage({ db: database.db(), id: unknownId })).toBeNull();
    expect(await getContactMessage({ db: database.db(), id: "' or 1=1 --" })).toBeNull();
    expect(await markContactMessageRead({ db: database.db(), id: "nope", actor: testActor })).toEqual({
      changed: false,
    });
  });
});

describe("saving the Message Details modal", () => {
  it("sets status, priority and trimmed admin notes, audited", async () => {
    const message = await addMessage(database.db());
    const result = await updateContactMessage({
      db: database.db(),
      id: message.id,
      input: { status: "replied", priority: "urgent", adminNotes: "  Called back on Monday.  " },
      actor: testActor,
    });
    expect(result).toEqual({ ok: true });
    expect(await getContactMessage({ db: database.db(), id: message.id })).toMatchObject({
      status: "replied",
      priority: "urgent",
      adminNotes: "Called back on Monday.",
    });
    expect(await database.db().$count(auditLog)).toBe(1);
  });

  it("changes nothing for a status or priority outside the lists", async () => {
    const message = await addMessage(database.db(), { status: "unread", priority: "normal" });
    const result = await updateContactMessage({
      db: database.db(),
      id: message.id,
      input: { status: "deleted", priority: "normal", adminNotes: "" },
      actor: testActor,
    });
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      errors: { status: INBOX_MESSAGES.statusInvalid },
    });
    expect(await statusOf(message.id)).toBe("unread");
    expect(await database.db().$count(auditLog)).toBe(0);
  });

  it("says not found for a message that is gone", async () => {
    const result = await updateContactMessage({
      db: database.db(),
      id: unknownId,
      input: { status: "read", priority: "low", adminNotes: "" },
      actor: testActor,
    });
    expect(result).toEqual({ ok: false, error: "not-found" });
  });
});

describe("deleting a message", () => {
  it("moves only that message to the trash and records who deleted it", async () => {
    const gone = await addMessage(database.db(), { email: "gone@example.com" });
    const kept = await addMessage(database.db());
    expect(await deleteContactMessage({ db: database.db(), id: gone.id, actor: testActor })).toEqual({
      ok: true,
      trashId: expect.any(String),
    });
    const left = await database.db().select({ id: contactMessages.id }).from(contactMessages);
    expect(left).toEqual([{ id: kept.id }]);
    const [audit] = await database.db().select().from(auditLog).where(eq(auditLog.targetId, gone.id));
    expect(audit).toMatchObject({ action: "trash", details: { title: "Ana Silva: Budget question" } });
    expect(await deleteContactMessage({ db: database.db(), id: gone.id, actor: testActor })).toEqual({
      ok: false,
      error: "not-found",
    });
  });
});
