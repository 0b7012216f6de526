import { describe, expect, it } from "vitest";
import { addClassInstance, addClassType, addTeamMember } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";
import { listAdminClassTypes } from "./list-admin-class-types";
import { listClassTypeChoices } from "./list-class-type-choices";
import { listInstructorChoices } from "./list-instructor-choices";

const database = withTestDatabase();

describe(`the back office's class type list on ${backend}`, () => {
  it("shows every status, newest first, with instructor and number of scheduled classes", async () => {
    const coach = await addTeamMember(database.db(), { name: "Riley Chen" });
    const budget = await addClassType(database.db(), { instructorId: coach.id, createdAt: new Date("2024-01-01") });
    await addClassType(database.db(), { title: "Debt 100%", slug: "debt", status: "draft" });
    await addClassInstance(database.db(), budget.id);
    const rows = await listAdminClassTypes({ db: database.db() });
    expect(rows.map((row) => [row.title, row.status, row.instructorName, row.scheduledClasses])).toEqual([
      ["Debt 100%", "draft", null, 0],
      ["Budget Basics", "active", "Riley Chen", 1],
    ]);
  });

  it("searches title and slug, literally, and filters by status", async () => {
    await addClassType(database.db());
    await addClassType(database.db(), { title: "Debt 100%", slug: "debt-free", status: "archived" });
    const titles = async (search: string, status = "all") =>
      (await listAdminClassTypes({ db: database.db(), search, status })).map((row) => row.title);
    expect(await titles("BUDGET")).toEqual(["Budget Basics"]);
    expect(await titles("free")).toEqual(["Debt 100%"]);
    expect(await titles("100%")).toEqual(["Debt 100%"]);
    expect(await titles("%")).toEqual(["Debt 100%"]);
    expect(await titles("", "archived")).toEqual(["Debt 100%"]);
    expect(await titles("budget", "draft")).toEqual([]);
    expect(await titles("", "nonsense")).toHaveLength(2);
  });

  it("offers every class type to schedule, and only active team members as instructors", async () => {
    await addClassType(database.db(), { title: "Zeta", slug: "zeta", status: "draft" });
    await addClassType(database.db(), { title: "Alpha", slug: "alpha" });
    await addTeamMember(database.db(), { name: "Active Coach" });
    await addTeamMember(database.db(), { name: "Former Coach", status: "inactive" });
    expect((await listClassTypeChoices({ db: database.db() })).map((choice) => choice.title)).toEqual([
      "Alpha",
      "Zeta",
    ]);
    expect((await listInstructorChoices({ db: database.db() })).map((choice) => choice.name)).toEqual(["Active Coach"]);
  });
});
