import { describe, expect, it } from "vitest";
import { auditLog, classTypes } from "#db/schema";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";
import { deleteClassType } from "./delete-class-type";

const database = withTestDatabase();
const actor = { adminUserId: null, actorEmail: "owner@example.com" };

describe(`deleting a class type on ${backend}`, () => {
  it("moves one without scheduled classes to the trash, and audits it", async () => {
    const classType = await addClassType(database.db());
    expect(await deleteClassType({ db: database.db(), id: classType.id, actor })).toEqual({
      ok: true,
      trashId: expect.any(String),
    });
    expect(await database.db().select().from(classTypes)).toEqual([]);
    expect(await database.db().select().from(auditLog)).toEqual([
      expect.objectContaining({ action: "trash", targetType: "class_type", targetId: classType.id }),
    ]);
  });

  it("keeps one that has scheduled classes and says how many", async () => {
    const classType = await addClassType(database.db());
    await addClassInstance(database.db(), classType.id);
    await addClassInstance(database.db(), classType.id, { daysFromToday: -30, status: "archived" });
    expect(await deleteClassType({ db: database.db(), id: classType.id, actor })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "has-classes",
      scheduledClasses: 2,
    });
    expect(await database.db().select().from(classTypes)).toHaveLength(1);
    expect(await database.db().select().from(auditLog)).toEqual([]);
  });

  it("answers not-found for an id that does not exist or is not an id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "x"])
      expect(await deleteClassType({ db: database.db(), id, actor })).toEqual({ ok: false, error: "not-found" });
  });
});
