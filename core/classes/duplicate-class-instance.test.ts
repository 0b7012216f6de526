import { describe, expect, it } from "vitest";
import { auditLog, classInstances, classRegistrations } from "#db/schema";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";
import { deleteClassInstance } from "./delete-class-instance";
import { duplicateClassInstance } from "./duplicate-class-instance";

const database = withTestDatabase();
const actor = { adminUserId: null, actorEmail: "owner@example.com" };
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

describe(`duplicating and deleting class instances on ${backend}`, () => {
  it("copies a class as a draft with every spot free, its registration mode, and no registration link or registrations", async () => {
    const classType = await addClassType(database.db());
    const original = await addClassInstance(database.db(), classType.id, {
      capacity: 40,
      availableSpots: 3,
      registrationUrl: "https://example.com/r",
      registrationMode: "on_site",
    });
    await database.db().insert(classRegistrations).values({
      classInstanceId: original.id,
      firstName: "Ana",
      lastName: "Lee",
      email: "ana@example.com",
      status: "confirmed",
    });
    const result = await duplicateClassInstance({ db: database.db(), id: original.id, actor });
    if (!result.ok) throw new Error("not duplicated");
    const rows = await database.db().select().from(classInstances);
    expect(rows.find((row) => row.id === result.id)).toMatchObject({
      classTypeId: classType.id,
      date: original.date,
      time: original.time,
      location: original.location,
      price: original.price,
      capacity: 40,
      availableSpots: 40,
      registrationUrl: null,
      registrationMode: "on_site",
      status: "draft",
    });
    expect(rows.find((row) => row.id === original.id)).toMatchObject({ availableSpots: 3, status: "active" });
    // Registrations stay with the original date.
    const registrations = await database.db().select().from(classRegistrations);
    expect(registrations.map((row) => row.classInstanceId)).toEqual([original.id]);
    expect(await database.db().select().from(auditLog)).toEqual([
      expect.objectContaining({ action: "create", targetId: result.id, details: { copyOf: original.id } }),
    ]);
  });

  it("moves a class to the trash and audits it", async () => {
    const classType = await addClassType(database.db());
    const instance = await addClassInstance(database.db(), classType.id);
    expect(await deleteClassInstance({ db: database.db(), id: instance.id, actor })).toEqual({
      ok: true,
      trashId: expect.any(String),
    });
    expect(await database.db().select().from(classInstances)).toEqual([]);
    expect(await database.db().select({ action: auditLog.action }).from(auditLog)).toEqual([{ action: "trash" }]);
  });

  it("answers not-found for an instance that does not exist", async () => {
    for (const id of [MISSING_ID, "1"]) {
      expect(await duplicateClassInstance({ db: database.db(), id, actor })).toEqual({
        ok: false,
        error: "not-found",
      });
      expect(await deleteClassInstance({ db: database.db(), id, actor })).toEqual({ ok: false, error: "not-found" });
    }
  });
});
