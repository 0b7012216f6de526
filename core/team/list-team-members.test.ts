import { describe, expect, it } from "vitest";
import { addTeamMember } from "#tests/setup/content";
import { pngFile, testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { createTeamMember } from "./create-team-member";
import { listTeamMembers } from "./list-team-members";

const database = withTestDatabase();

async function addTeam() {
  await addTeamMember(database.db(), { name: "Casey Moss", role: "Founder", displayOrder: 2 });
  await addTeamMember(database.db(), { name: "Ana Silva", role: "Money Coach", displayOrder: 1, status: "inactive" });
  await addTeamMember(database.db(), { name: "Riley 100% Chen", role: "Assistant", displayOrder: 3 });
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe("the team manager's list", () => {
  it("lists every member by display order", async () => {
    await addTeam();
    expect(names(await listTeamMembers({ db: database.db() }))).toEqual(["Ana Silva", "Casey Moss", "Riley 100% Chen"]);
  });

  it("finds members by name or role, in any letter case, and filters by status", async () => {
    await addTeam();
    expect(names(await listTeamMembers({ db: database.db(), search: "COACH" }))).toEqual(["Ana Silva"]);
    expect(names(await listTeamMembers({ db: database.db(), search: "moss" }))).toEqual(["Casey Moss"]);
    expect(names(await listTeamMembers({ db: database.db(), status: "active" }))).toEqual([
      "Casey Moss",
      "Riley 100% Chen",
    ]);
    expect(names(await listTeamMembers({ db: database.db(), search: "coach", status: "active" }))).toEqual([]);
  });

  it("matches % and _ in a search literally", async () => {
    await addTeam();
    expect(names(await listTeamMembers({ db: database.db(), search: "100%" }))).toEqual(["Riley 100% Chen"]);
    expect(names(await listTeamMembers({ db: database.db(), search: "%" }))).toEqual(["Riley 100% Chen"]);
    expect(names(await listTeamMembers({ db: database.db(), search: "_" }))).toEqual([]);
  });

  it("gives a thumbnail for a stored photo and the address of a linked one", async () => {
    await createTeamMember({
      db: database.db(),
      input: { name: "Stored", role: "Coach", bio: "Bio", status: "active", displayOrder: "1" },
      image: { file: await pngFile() },
      actor: testActor,
    });
    await addTeamMember(database.db(), { name: "Linked", displayOrder: 2, imageUrl: "https://example.com/l.jpg" });
    await addTeamMember(database.db(), { name: "None", displayOrder: 3 });
    const rows = await listTeamMembers({ db: database.db() });
    expect(rows.map((row) => row.imageSrc)).toEqual([
      expect.stringMatching(/^\/media\/.+-48\.jpg$/),
      "https://example.com/l.jpg",
      null,
    ]);
  });
});
