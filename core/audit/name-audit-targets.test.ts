import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTeamMember } from "#core/team/create-team-member";
import { deleteTeamMember } from "#core/team/delete-team-member";
import { moveTeamMember } from "#core/team/move-team-member";
import { updateTeamMember } from "#core/team/update-team-member";
import { purgeTrashItems } from "#core/trash/purge-trash-items";
import { auditLog, trashItems } from "#db/schema";
import { describeAuditEvent } from "#rules/audit";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { nameAuditTargets } from "./name-audit-targets";

const database = withTestDatabase();

async function addMember(name: string, role: string) {
  const created = await createTeamMember({
    db: database.db(),
    input: { name, role, bio: "Coach", status: "active" },
    actor: testActor,
  });
  if (!created.ok) throw new Error("setup failed");
  return created.id;
}

/** The activity log's lines, newest first, as the owner reads them. */
async function logLines() {
  const events = await database.db().select().from(auditLog).orderBy(desc(auditLog.id));
  const names = await nameAuditTargets({ db: database.db(), events });
  return events.map((event) => describeAuditEvent(event, names));
}

describe("the activity log in words", () => {
  it("names rows instead of ids, says which fields changed, and keeps the last name of a row deleted for good", async () => {
    const jane = await addMember("Jane Doe", "Coach");
    const john = await addMember("John Smith", "Coach");
    expect((await moveTeamMember({ db: database.db(), id: john, direction: "up", actor: testActor })).ok).toBe(true);
    const saved = await updateTeamMember({
      db: database.db(),
      id: jane,
      input: { name: "Jane Q. Doe", role: "Lead Coach", bio: "Coach", status: "active", displayOrder: "2" },
      actor: testActor,
    });
    expect(saved.ok).toBe(true);
    expect((await deleteTeamMember({ db: database.db(), id: john, actor: testActor })).ok).toBe(true);

    // While John is in the trash, and after the trash is emptied, the log still calls him by his name.
    const whileTrashed = await logLines();
    const [item] = await database.db().select().from(trashItems);
    if (!item) throw new Error("not trashed");
    await database.db().transaction((tx) => purgeTrashItems(tx, [item.id], testActor));
    const lines = await logLines();
    expect(lines.slice(1).map((line) => line.sentence)).toEqual(whileTrashed.map((line) => line.sentence));
    expect(lines.map((line) => line.sentence)).toEqual([
      "Team member John Smith deleted forever",
      "Team member John Smith moved to the trash",
      "Team member Jane Q. Doe updated: name, role",
      "Moved John Smith above Jane Q. Doe",
      "Team member John Smith created",
      "Team member Jane Q. Doe created",
    ]);
    const words = lines.flatMap((line) => [line.sentence, line.details]).join("\n");
    for (const id of [jane, john]) expect(words).not.toContain(id.slice(0, 8));
    expect(words).not.toMatch(/[{}"]/);
  });

  it("reads other kinds of details as words, never as an id or JSON", () => {
    const names = new Map([["contact_message:m1", "from Ana"]]);
    expect(
      describeAuditEvent(
        {
          action: "update",
          targetType: "contact_message",
          targetId: "m1",
          details: { status: "read", priority: "high" },
        },
        names,
      ),
    ).toEqual({ sentence: "Message from Ana updated", details: "Status: read; Priority: high" });
    expect(
      describeAuditEvent(
        {
          action: "update",
          targetType: "site_settings",
          targetId: null,
          details: { changes: { supportEmail: { from: "a@example.com", to: "hello@example.com" } } },
        },
        names,
      ),
    ).toEqual({ sentence: "Site settings updated: support email", details: "support email now hello@example.com" });
    expect(describeAuditEvent({ action: "sign_in", targetType: null, targetId: null, details: null }, names)).toEqual({
      sentence: "Signed in",
      details: "",
    });
  });
});
