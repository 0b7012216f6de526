import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { auditLog, classTypes, teamMembers } from "#db/schema";
import { addClassType, addTeamMember } from "#tests/setup/content";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { deleteTeamMember } from "./delete-team-member";

const database = withTestDatabase();

describe("deleting a team member", () => {
  it("moves the member to the trash and records it; the class types they taught stay, without an instructor", async () => {
    const jordan = await addTeamMember(database.db());
    const riley = await addTeamMember(database.db(), { name: "Riley Chen" });
    const classType = await addClassType(database.db(), { instructorId: jordan.id });

    expect(await deleteTeamMember({ db: database.db(), id: jordan.id, actor: testActor })).toEqual({
      ok: true,
      name: "Jordan Lee",
      trashId: expect.any(String),
    });
    expect(await database.db().select().from(teamMembers)).toEqual([riley]);
    expect(await database.db().select().from(classTypes)).toEqual([
      expect.objectContaining({ id: classType.id, status: "active", instructorId: null }),
    ]);
    expect(await database.db().select().from(auditLog)).toEqual([
      expect.objectContaining({ action: "trash", targetType: "team_member", targetId: jordan.id }),
    ]);
  });

  it("answers not found for a member already gone", async () => {
    const jordan = await addTeamMember(database.db());
    await deleteTeamMember({ db: database.db(), id: jordan.id, actor: testActor });
    for (const id of [jordan.id, randomUUID(), "nope"])
      expect(await deleteTeamMember({ db: database.db(), id, actor: testActor })).toEqual({
        ok: false,
        error: "not-found",
      });
    expect(await database.db().select().from(auditLog)).toHaveLength(1);
  });
});
