import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { auditLog, teamMembers } from "#db/schema";
import { DISPLAY_ORDER_MESSAGES } from "#rules/content-fields";
import { IMAGE_MESSAGES } from "#rules/images";
import { TEAM_MEMBER_MESSAGES } from "#rules/team-member";
import { addTeamMember } from "#tests/setup/content";
import { pngFile, testActor, textRenamedPng } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { createTeamMember } from "./create-team-member";
import { getTeamMember } from "./get-team-member";
import { updateTeamMember } from "./update-team-member";

const database = withTestDatabase();
const fields = { name: "Jordan Lee", role: "Lead Coach", bio: "New bio", displayOrder: "2", status: "inactive" };

async function memberWithPhoto() {
  const created = await createTeamMember({
    db: database.db(),
    input: { name: "Jordan", role: "Coach", bio: "Old bio", status: "active" },
    image: { file: await pngFile() },
    actor: testActor,
  });
  if (!created.ok) throw new Error("setup failed");
  return created.id;
}

describe("editing a team member", () => {
  it("saves the fields, keeps the photo when the image field is untouched, and records the change", async () => {
    const id = await memberWithPhoto();
    const before = await getTeamMember({ db: database.db(), id });
    expect(await updateTeamMember({ db: database.db(), id, input: fields, actor: testActor })).toEqual({
      ok: true,
      id,
    });
    const after = await getTeamMember({ db: database.db(), id });
    expect(after).toMatchObject({ ...fields, displayOrder: 2, imageId: before?.imageId });
    expect(after?.imageSrc).toMatch(/^\/media\/.+\.jpg$/);
    const actions = (await database.db().select().from(auditLog)).map((event) => event.action);
    expect(actions).toEqual(["create", "update"]);
  });

  it("removes the photo when asked", async () => {
    const id = await memberWithPhoto();
    await updateTeamMember({ db: database.db(), id, input: fields, image: { remove: true }, actor: testActor });
    expect(await getTeamMember({ db: database.db(), id })).toMatchObject({
      imageId: null,
      imageUrl: null,
      imageSrc: null,
    });
  });

  it("changes nothing when a field or the image is refused", async () => {
    const member = await addTeamMember(database.db(), { displayOrder: 3 });
    const update = (input: typeof fields, image = {}) =>
      updateTeamMember({ db: database.db(), id: member.id, input, image, actor: testActor });
    expect(await update({ ...fields, displayOrder: "0", bio: "" })).toEqual({
      ok: false,
      error: "invalid",
      errors: { bio: TEAM_MEMBER_MESSAGES.bioRequired, displayOrder: DISPLAY_ORDER_MESSAGES.tooSmall },
    });
    expect(await update(fields, { file: textRenamedPng() })).toEqual({
      ok: false,
      error: "invalid",
      errors: { image: IMAGE_MESSAGES.notAnImage },
    });
    expect(await database.db().select().from(teamMembers)).toEqual([member]);
    expect(await database.db().select().from(auditLog)).toEqual([]);
  });

  it("answers not found for a member that does not exist, or an address that is not an id", async () => {
    for (const id of [randomUUID(), "42", "x' or 1=1 --"])
      expect(await updateTeamMember({ db: database.db(), id, input: fields, actor: testActor })).toEqual({
        ok: false,
        error: "not-found",
      });
    expect(await getTeamMember({ db: database.db(), id: "not-an-id" })).toBeNull();
  });
});
