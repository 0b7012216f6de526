import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getClassTypeForEditing } from "#core/classes/get-class-type-for-editing";
import { listInstructorChoices } from "#core/classes/list-instructor-choices";
import { saveClassType } from "#core/classes/save-class-type";
import { auditLog, classTypes, teamMembers } from "#db/schema";
import { CLASS_TYPE_MESSAGES } from "#rules/class-type";
import { TEAM_MEMBER_MESSAGES } from "#rules/team-member";
import { addClassType, addTeamMember } from "#tests/setup/content";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { deleteTeamMember } from "./delete-team-member";
import { listTeamMembers } from "./list-team-members";
import { updateTeamMember } from "./update-team-member";

/** What happens to the class types of a team member who is deleted or made inactive. */

const database = withTestDatabase();

async function team() {
  const db = database.db();
  const jordan = await addTeamMember(db, { name: "Jordan Lee", displayOrder: 1 });
  const sam = await addTeamMember(db, { name: "Sam Park", displayOrder: 2 });
  const gone = await addTeamMember(db, { name: "Ira Old", displayOrder: 3, status: "inactive" });
  const budget = await addClassType(db, { title: "Budget Basics", slug: "budget-basics", instructorId: jordan.id });
  const debt = await addClassType(db, { title: "Debt Free", slug: "debt-free", instructorId: jordan.id });
  const other = await addClassType(db, { title: "Saving", slug: "saving", instructorId: sam.id });
  return { jordan, sam, gone, budget, debt, other };
}

const instructors = async () =>
  Object.fromEntries(
    (await database.db().select().from(classTypes).orderBy(asc(classTypes.title))).map((row) => [
      row.title,
      row.instructorId,
    ]),
  );

const memberForm = (values: Record<string, string> = {}) => ({
  name: "Jordan Lee",
  role: "Coach",
  bio: "Helps.",
  displayOrder: "1",
  status: "inactive",
  ...values,
});

describe("the team list", () => {
  it("names the class types each member teaches", async () => {
    await team();
    const members = await listTeamMembers({ db: database.db() });
    expect(members.map((member) => [member.name, member.teaches.map((classType) => classType.title)])).toEqual([
      ["Jordan Lee", ["Budget Basics", "Debt Free"]],
      ["Sam Park", ["Saving"]],
      ["Ira Old", []],
    ]);
  });
});

describe("deleting a member who teaches", () => {
  it("hands their class types to the chosen member, then deletes them", async () => {
    const { jordan, sam } = await team();
    const outcome = await deleteTeamMember({
      db: database.db(),
      id: jordan.id,
      actor: testActor,
      replacementInstructorId: sam.id,
    });
    expect(outcome.ok).toBe(true);
    expect(await instructors()).toEqual({ "Budget Basics": sam.id, "Debt Free": sam.id, Saving: sam.id });
    const audits = await database.db().select().from(auditLog).where(eq(auditLog.targetType, "class_type"));
    expect(audits).toHaveLength(2);
  });

  it("without a choice, leaves their class types without an instructor", async () => {
    const { jordan, sam } = await team();
    expect((await deleteTeamMember({ db: database.db(), id: jordan.id, actor: testActor })).ok).toBe(true);
    expect(await instructors()).toEqual({ "Budget Basics": null, "Debt Free": null, Saving: sam.id });
  });

  it("refuses an inactive, unknown or same replacement, changing nothing", async () => {
    const { jordan, gone } = await team();
    for (const replacementInstructorId of [gone.id, jordan.id, "00000000-0000-4000-8000-000000000000", "x"]) {
      const outcome = await deleteTeamMember({
        db: database.db(),
        id: jordan.id,
        actor: testActor,
        replacementInstructorId,
      });
      expect(outcome).toEqual({
        ok: false,
        error: "invalid",
        errors: { replacementInstructorId: TEAM_MEMBER_MESSAGES.replacementInvalid },
      });
    }
    expect(await database.db().select().from(teamMembers)).toHaveLength(3);
    expect((await instructors())["Budget Basics"]).toBe(jordan.id);
  });
});

describe("making a member who teaches inactive", () => {
  it("hands their class types to the chosen member in the same save", async () => {
    const { jordan, sam } = await team();
    const outcome = await updateTeamMember({
      db: database.db(),
      id: jordan.id,
      input: memberForm({ replacementInstructorId: sam.id }),
      actor: testActor,
    });
    expect(outcome.ok).toBe(true);
    const [row] = await database.db().select().from(teamMembers).where(eq(teamMembers.id, jordan.id));
    expect(row?.status).toBe("inactive");
    expect(await instructors()).toEqual({ "Budget Basics": sam.id, "Debt Free": sam.id, Saving: sam.id });
  });

  it("without a choice, keeps them as instructor; a bad choice or a bad form changes nothing", async () => {
    const { jordan, gone } = await team();
    for (const [input, errors] of [
      [memberForm({ bio: " " }), { bio: TEAM_MEMBER_MESSAGES.bioRequired }],
      [
        memberForm({ replacementInstructorId: gone.id }),
        { replacementInstructorId: TEAM_MEMBER_MESSAGES.replacementInvalid },
      ],
    ] as const) {
      const refused = await updateTeamMember({ db: database.db(), id: jordan.id, input, actor: testActor });
      expect(refused).toEqual({ ok: false, error: "invalid", errors });
    }
    const [before] = await database.db().select().from(teamMembers).where(eq(teamMembers.id, jordan.id));
    expect(before?.status).toBe("active");

    expect(
      (await updateTeamMember({ db: database.db(), id: jordan.id, input: memberForm(), actor: testActor })).ok,
    ).toBe(true);
    expect((await instructors())["Budget Basics"]).toBe(jordan.id);
  });

  it("ignores a replacement when the member stays active", async () => {
    const { jordan, sam } = await team();
    const input = memberForm({ status: "active", replacementInstructorId: sam.id });
    expect((await updateTeamMember({ db: database.db(), id: jordan.id, input, actor: testActor })).ok).toBe(true);
    expect((await instructors())["Budget Basics"]).toBe(jordan.id);
  });
});

describe("a class type whose instructor is inactive", () => {
  it("keeps listing that instructor, marked inactive, and saves unchanged; others cannot pick them", async () => {
    const { gone, sam } = await team();
    const db = database.db();
    const kept = await addClassType(db, { title: "Retire Early", slug: "retire-early", instructorId: gone.id });
    expect(await listInstructorChoices({ db, keep: gone.id })).toEqual([
      { id: expect.any(String), name: "Jordan Lee", active: true },
      { id: sam.id, name: "Sam Park", active: true },
      { id: gone.id, name: "Ira Old", active: false },
    ]);
    expect((await listInstructorChoices({ db })).map((choice) => choice.name)).toEqual(["Jordan Lee", "Sam Park"]);

    const editing = await getClassTypeForEditing({ db, id: kept.id });
    if (!editing) throw new Error("class type missing");
    const input = {
      ...editing,
      title: "Retire Early",
      slug: "retire-early",
      description: "Plan it.",
      category: "workshop",
      instructorId: gone.id,
      status: "active",
    };
    const unchanged = await saveClassType({ db, id: kept.id, input, actor: testActor });
    expect(unchanged.ok).toBe(true);

    const other = await saveClassType({
      db,
      input: { ...input, slug: "another-one", title: "Another" },
      actor: testActor,
    });
    expect(other).toMatchObject({ ok: false, errors: { instructorId: CLASS_TYPE_MESSAGES.instructorInactive } });
  });
});
