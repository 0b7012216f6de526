import { describe, expect, it } from "vitest";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { createTeamMember } from "#core/team/create-team-member";
import { getTeamMember } from "#core/team/get-team-member";
import { updateTeamMember } from "#core/team/update-team-member";
import { withTestDatabase } from "#tests/setup/database";
import { readEditVersions } from "./read-edit-versions";

/** Two admins editing one team member: the save over a newer version is refused, and says who and when. */

const database = withTestDatabase();
const base = { role: "Coach", bio: "First bio", displayOrder: "1", status: "active" };

async function setUp() {
  const db = database.db();
  const alice = await createAdminUser({
    db,
    account: { email: "alice@example.com", password: "alice's long password", name: "Alice Admin" },
  });
  const bob = await createAdminUser({ db, account: { email: "bob@example.com", password: "bob's long password" } });
  const created = await createTeamMember({
    db,
    input: { name: "Jordan", ...base },
    actor: { adminUserId: alice.id, actorEmail: alice.email },
  });
  if (!created.ok) throw new Error("setup failed");
  const version = async () => (await readEditVersions({ db, type: "team_member", ids: [created.id] }))[created.id];
  return {
    id: created.id,
    version,
    alice: { adminUserId: alice.id, actorEmail: alice.email },
    bob: { adminUserId: bob.id, actorEmail: bob.email },
  };
}

describe("a save over a newer version", () => {
  it("is refused with who saved it and when, and leaves the newer row as it is", async () => {
    const { id, version, alice, bob } = await setUp();
    const opened = await version();
    expect(opened).toBe(0);

    const first = await updateTeamMember({
      db: database.db(),
      id,
      input: { name: "Jordan", ...base, bio: "Alice's bio" },
      actor: alice,
      opened: { version: opened ?? 0, overwrite: false },
    });
    expect(first).toEqual({ ok: true, id });
    expect(await version()).toBeGreaterThan(opened ?? 0);

    const before = Date.now();
    const second = await updateTeamMember({
      db: database.db(),
      id,
      input: { name: "Jordan", ...base, bio: "Bob's bio from the older form" },
      actor: bob,
      opened: { version: opened ?? 0, overwrite: false },
    });
    expect(second).toMatchObject({ ok: false, error: "conflict", conflict: "stale", changedBy: "Alice Admin" });
    const changedAt = second.ok ? 0 : (second as { changedAt: Date }).changedAt.getTime();
    expect(changedAt).toBeLessThanOrEqual(before);
    expect((await getTeamMember({ db: database.db(), id }))?.bio).toBe("Alice's bio");

    // Bob, told, saves his anyway; a form opened after that saves as usual.
    const overwritten = await updateTeamMember({
      db: database.db(),
      id,
      input: { name: "Jordan", ...base, bio: "Bob's bio from the older form" },
      actor: bob,
      opened: { version: opened ?? 0, overwrite: true },
    });
    expect(overwritten).toEqual({ ok: true, id });
    expect((await getTeamMember({ db: database.db(), id }))?.bio).toBe("Bob's bio from the older form");
    const reopened = { version: (await version()) ?? 0, overwrite: false };
    const fresh = await updateTeamMember({
      db: database.db(),
      id,
      input: { name: "Jordan", ...base, bio: "Alice again" },
      actor: alice,
      opened: reopened,
    });
    expect(fresh).toEqual({ ok: true, id });
  });

  it("lets exactly one of two saves opened at the same version through, when both arrive at once", async () => {
    const { id, version, alice, bob } = await setUp();
    const opened = { version: (await version()) ?? 0, overwrite: false };
    const outcomes = await Promise.all([
      updateTeamMember({ db: database.db(), id, input: { name: "Jordan", ...base, bio: "A" }, actor: alice, opened }),
      updateTeamMember({ db: database.db(), id, input: { name: "Jordan", ...base, bio: "B" }, actor: bob, opened }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toMatchObject([{ error: "conflict", conflict: "stale" }]);
    const winner = outcomes[0]?.ok ? "A" : "B";
    expect((await getTeamMember({ db: database.db(), id }))?.bio).toBe(winner);
  });
});
