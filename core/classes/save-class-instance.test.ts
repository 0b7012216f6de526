import { describe, expect, it } from "vitest";
import { addDays } from "#core/dates";
import { auditLog, classInstances, classTypes } from "#db/schema";
import { CLASS_INSTANCE_MESSAGES as M } from "#rules/class-instance";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";
import { getClassInstanceForEditing } from "./get-class-instance-for-editing";
import { saveClassInstance } from "./save-class-instance";

const database = withTestDatabase();
const actor = { adminUserId: null, actorEmail: "owner@example.com" };
const today = "2030-05-10";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

async function form(values: Record<string, unknown> = {}) {
  const [existing] = await database.db().select().from(classTypes).limit(1);
  const classType = existing ?? (await addClassType(database.db()));
  return {
    classTypeId: classType.id,
    date: "2030-06-01",
    time: "6:30 PM ET",
    location: "Online (Zoom)",
    price: "$49",
    capacity: "30",
    availableSpots: "30",
    registrationUrl: "https://example.com/register",
    status: "active",
    ...values,
  };
}

const save = (input: Record<string, unknown>, id?: string) =>
  saveClassInstance({ db: database.db(), id, input, today, actor });

describe(`saving a class instance on ${backend}`, () => {
  it("schedules a class and audits it", async () => {
    const result = await save(await form({ registrationUrl: "" }));
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(await database.db().select().from(classInstances)).toEqual([
      expect.objectContaining({
        id: result.id,
        capacity: 30,
        availableSpots: 30,
        registrationUrl: null,
        status: "active",
      }),
    ]);
    expect(await database.db().select().from(auditLog)).toEqual([
      expect.objectContaining({ action: "create", targetType: "class_instance", targetId: result.id }),
    ]);
  });

  it("refuses what the browser would have stopped: a past date, spots above capacity, no price", async () => {
    expect(await save(await form({ date: "2030-05-09", availableSpots: "31", price: " " }))).toEqual({
      ok: false,
      error: "invalid",
      errors: { date: M.datePast, price: M.priceRequired, availableSpots: M.spotsAboveCapacity },
    });
    expect(await save(await form({ capacity: "0", availableSpots: "-2", registrationUrl: "not a link" }))).toEqual({
      ok: false,
      error: "invalid",
      errors: { capacity: M.capacityPositive, availableSpots: M.spotsNegative, registrationUrl: M.invalidUrl },
    });
    expect(await database.db().select().from(classInstances)).toEqual([]);
  });

  it("refuses a class type that does not exist", async () => {
    for (const classTypeId of [MISSING_ID, "12"])
      expect(await save(await form({ classTypeId }))).toEqual({
        ok: false,
        error: "invalid",
        errors: { classTypeId: M.classTypeMissing },
      });
    expect(await database.db().select().from(classInstances)).toEqual([]);
  });

  it("lets a past class keep its date on edit, but not move to another past date", async () => {
    const classType = await addClassType(database.db(), { slug: "past" });
    const past = await addClassInstance(database.db(), classType.id, { date: addDays(today, -3) });
    const input = await form({ classTypeId: classType.id, date: past.date, status: "archived" });
    expect(await save(input, past.id)).toEqual({ ok: true, id: past.id });
    expect(await getClassInstanceForEditing({ db: database.db(), id: past.id })).toMatchObject({ status: "archived" });
    expect(await save({ ...input, date: addDays(today, -4) }, past.id)).toMatchObject({ errors: { date: M.datePast } });
  });

  it("answers not-found for an instance that does not exist", async () => {
    for (const id of [MISSING_ID, "nope"]) {
      expect(await save(await form(), id)).toEqual({ ok: false, error: "not-found" });
      expect(await getClassInstanceForEditing({ db: database.db(), id })).toBeNull();
    }
  });

  it("keeps an in-person class's duration and venue address, and refuses one without an address, changing nothing", async () => {
    const venue = {
      streetAddress: "215 Elm Street",
      addressLocality: "Maplewood",
      addressRegion: "NJ",
      postalCode: "07040",
    };
    const refused = await save(await form({ attendance: "in_person", location: "Maplewood Public Library" }));
    expect(refused).toMatchObject({ ok: false, error: "invalid", errors: { streetAddress: M.streetAddressRequired } });
    expect(await database.db().select().from(classInstances)).toEqual([]);

    const result = await save(
      await form({ attendance: "in_person", location: "Maplewood Public Library", durationMinutes: "90", ...venue }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(await getClassInstanceForEditing({ db: database.db(), id: result.id })).toMatchObject({
      ...venue,
      attendance: "in_person",
      location: "Maplewood Public Library",
      durationMinutes: 90,
      addressCountry: "US",
    });
  });
});
