import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, teamMembers } from "#db/schema";
import { addTeamMember } from "#tests/setup/content";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { listTeamMembers } from "./list-team-members";
import { moveTeamMember } from "./move-team-member";

const database = withTestDatabase();

const order = async () =>
  (await database.db().select().from(teamMembers).orderBy(asc(teamMembers.name))).map(
    (row) => `${row.name}:${row.displayOrder}`,
  );
const shownNames = async (filter = {}) =>
  (await listTeamMembers({ db: database.db(), ...filter })).map((row) => row.name);

/** Ana, Ben and Cy, added in that order (members sharing an order are listed by when they were added). */
async function addThree(orders = [1, 2, 3]) {
  const added = [];
  for (const [index, name] of ["Ana", "Ben", "Cy"].entries()) {
    const createdAt = new Date(Date.UTC(2026, 0, 1, 9, index));
    added.push(await addTeamMember(database.db(), { name, displayOrder: orders[index], createdAt }));
  }
  const [a, b, c] = added;
  if (!a || !b || !c) throw new Error("setup failed");
  return { a, b, c };
}

describe("moving a team member up or down", () => {
  it("swaps the display orders of the member and its neighbour, and records the move", async () => {
    const { b } = await addThree([10, 20, 30]);
    expect(await moveTeamMember({ db: database.db(), id: b.id, direction: "up", actor: testActor })).toEqual({
      ok: true,
    });
    expect(await order()).toEqual(["Ana:20", "Ben:10", "Cy:30"]);
    expect(await moveTeamMember({ db: database.db(), id: b.id, direction: "down", actor: testActor })).toEqual({
      ok: true,
    });
    expect(await order()).toEqual(["Ana:10", "Ben:20", "Cy:30"]);
    expect(await database.db().select().from(auditLog)).toEqual([
      expect.objectContaining({ action: "update", targetId: b.id, details: expect.objectContaining({ move: "up" }) }),
      expect.objectContaining({ action: "update", targetId: b.id, details: expect.objectContaining({ move: "down" }) }),
    ]);
  });

  it("refuses to move the first member up or the last one down, changing nothing", async () => {
    const { a, c } = await addThree();
    expect(await moveTeamMember({ db: database.db(), id: a.id, direction: "up", actor: testActor })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "at-end",
    });
    expect(await moveTeamMember({ db: database.db(), id: c.id, direction: "down", actor: testActor })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "at-end",
    });
    expect(await order()).toEqual(["Ana:1", "Ben:2", "Cy:3"]);
    expect(await database.db().select().from(auditLog)).toEqual([]);
  });

  it("swaps with the neighbour in the filtered list the admin sees", async () => {
    const { b, c } = await addThree();
    await database.db().update(teamMembers).set({ status: "inactive" }).where(eq(teamMembers.id, b.id));
    await addTeamMember(database.db(), { name: "Dee", displayOrder: 4, status: "inactive" });
    const filter = { status: "active" };
    expect(await shownNames(filter)).toEqual(["Ana", "Cy"]);
    await moveTeamMember({ db: database.db(), id: c.id, direction: "up", filter, actor: testActor });
    expect(await order()).toEqual(["Ana:3", "Ben:2", "Cy:1", "Dee:4"]);
    expect(await shownNames(filter)).toEqual(["Cy", "Ana"]);
  });

  it("makes the move visible when the two members share a display order", async () => {
    const { b, c } = await addThree([1, 5, 5]);
    await moveTeamMember({ db: database.db(), id: c.id, direction: "up", actor: testActor });
    expect(await shownNames()).toEqual(["Ana", "Cy", "Ben"]);
    await moveTeamMember({ db: database.db(), id: b.id, direction: "up", actor: testActor });
    expect(await shownNames()).toEqual(["Ana", "Ben", "Cy"]);
  });

  it("keeps both orders as they were when the move cannot be recorded", async () => {
    const { b } = await addThree();
    const unknownAdmin = { ...testActor, adminUserId: randomUUID() };
    await expect(
      moveTeamMember({ db: database.db(), id: b.id, direction: "up", actor: unknownAdmin }),
    ).rejects.toThrow();
    expect(await order()).toEqual(["Ana:1", "Ben:2", "Cy:3"]);
  });

  it("answers not found for a member outside the list or gone", async () => {
    const { a } = await addThree();
    for (const [id, filter] of [
      [a.id, { status: "inactive" }],
      [randomUUID(), {}],
      ["1", {}],
    ] as const)
      expect(await moveTeamMember({ db: database.db(), id, direction: "down", filter, actor: testActor })).toEqual({
        ok: false,
        error: "not-found",
      });
  });
});
