import { describe, expect, it } from "vitest";
import { auditLog, images, teamMembers } from "#db/schema";
import { DISPLAY_ORDER_MESSAGES } from "#rules/content-fields";
import { IMAGE_MESSAGES } from "#rules/images";
import { TEAM_MEMBER_MESSAGES } from "#rules/team-member";
import { addTeamMember } from "#tests/setup/content";
import { oversizedPng, pngFile, testActor, textRenamedPng } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { createTeamMember } from "./create-team-member";

const database = withTestDatabase();
const jordan = { name: "Jordan Lee", role: "Coach", bio: "Line one\nLine two", status: "active" };

describe("adding a team member", () => {
  it("stores the member with the uploaded photo and records who added them", async () => {
    const result = await createTeamMember({
      db: database.db(),
      input: { ...jordan, qualifications: "CFP", quote: "Small steps.", displayOrder: "4" },
      image: { file: await pngFile() },
      actor: testActor,
    });
    expect(result.ok).toBe(true);
    const [member] = await database.db().select().from(teamMembers);
    const [image] = await database.db().select().from(images);
    expect(member).toMatchObject({
      ...jordan,
      qualifications: "CFP",
      quote: "Small steps.",
      displayOrder: 4,
      imageId: image?.id,
      imageUrl: null,
    });
    expect(await database.db().select().from(auditLog)).toEqual([
      expect.objectContaining({
        action: "create",
        targetType: "team_member",
        targetId: member?.id,
        actorEmail: testActor.actorEmail,
      }),
    ]);
  });

  it("puts a member without a display order after the last one", async () => {
    await addTeamMember(database.db(), { displayOrder: 7 });
    await addTeamMember(database.db(), { displayOrder: 2 });
    await createTeamMember({ db: database.db(), input: { ...jordan, name: "Riley" }, actor: testActor });
    const [riley] = (await database.db().select().from(teamMembers)).filter((row) => row.name === "Riley");
    expect(riley?.displayOrder).toBe(8);
  });

  it("refuses an order of 0 or text as not greater than 0, and stores nothing", async () => {
    for (const displayOrder of ["0", "second"]) {
      expect(
        await createTeamMember({ db: database.db(), input: { ...jordan, displayOrder }, actor: testActor }),
      ).toEqual({ ok: false, error: "invalid", errors: { displayOrder: DISPLAY_ORDER_MESSAGES.tooSmall } });
    }
    expect(
      await createTeamMember({ db: database.db(), input: { name: "", role: " ", bio: "" }, actor: testActor }),
    ).toEqual({
      ok: false,
      error: "invalid",
      errors: {
        name: TEAM_MEMBER_MESSAGES.nameRequired,
        role: TEAM_MEMBER_MESSAGES.roleRequired,
        bio: TEAM_MEMBER_MESSAGES.bioRequired,
        status: TEAM_MEMBER_MESSAGES.statusInvalid,
      },
    });
    expect(await database.db().select().from(teamMembers)).toEqual([]);
    expect(await database.db().select().from(auditLog)).toEqual([]);
  });

  it("refuses a text file renamed .png and an image over 5 MB", async () => {
    const create = async (file: File) =>
      createTeamMember({ db: database.db(), input: jordan, image: { file }, actor: testActor });
    expect(await create(textRenamedPng())).toEqual({
      ok: false,
      error: "invalid",
      errors: { image: IMAGE_MESSAGES.notAnImage },
    });
    expect(await create(oversizedPng())).toEqual({
      ok: false,
      error: "invalid",
      errors: { image: IMAGE_MESSAGES.tooLarge(5 * 1024 * 1024) },
    });
    expect(await database.db().select().from(teamMembers)).toEqual([]);
    expect(await database.db().select().from(images)).toEqual([]);
  });

  it("links an image given by address without storing it", async () => {
    await createTeamMember({
      db: database.db(),
      input: jordan,
      image: { url: "https://example.com/jordan.jpg" },
      actor: testActor,
    });
    const [member] = await database.db().select().from(teamMembers);
    expect(member).toMatchObject({ imageUrl: "https://example.com/jordan.jpg", imageId: null });
  });
});
