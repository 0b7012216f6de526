import { describe, expect, it } from "vitest";
import { addDays } from "#core/dates";
import { cancelRegistration } from "#core/registrations/cancel-registration";
import { registerForClass } from "#core/registrations/register-for-class";
import { auditLog, classInstances, classRegistrations, classTypes, outboxEmails } from "#db/schema";
import { CLASS_INSTANCE_MESSAGES as M } from "#rules/class-instance";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { getClassInstanceForEditing } from "./get-class-instance-for-editing";
import { saveClassInstance } from "./save-class-instance";

const database = withTestDatabase();
const mail = testMailSettings();
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
  saveClassInstance({ db: database.db(), id, input, today, actor, mail, timeZone: "America/New_York" });

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

  it("raising an on-site date's capacity moves the waitlist up in order and emails each person moved up", async () => {
    const created = await save(await form({ registrationMode: "on_site", capacity: "2", availableSpots: "2" }));
    if (!created.ok) throw new Error(JSON.stringify(created));
    const ids: Record<string, string> = {};
    for (const name of ["ana", "ben", "cy", "dee", "eve"]) {
      const result = await registerForClass({
        db: database.db(),
        classInstanceId: created.id,
        input: { firstName: name, lastName: "Lee", email: `${name}@example.com` },
        today,
        mail,
        timeZone: "America/New_York",
      });
      if (!result.ok) throw new Error(JSON.stringify(result));
      ids[name] = result.id;
    }
    const statuses = async () =>
      Object.fromEntries(
        (
          await database
            .db()
            .select({ email: classRegistrations.email, status: classRegistrations.status })
            .from(classRegistrations)
        ).map((row) => [row.email.split("@")[0], row.status]),
      );
    const spots = async () =>
      (await database.db().select({ spots: classInstances.availableSpots }).from(classInstances))[0]?.spots;
    const promotions = async () =>
      (await database.db().select().from(outboxEmails))
        .filter((email) => email.subject.startsWith("A seat opened up"))
        .map((email) => email.toAddress)
        .sort();

    // Two more seats: the first two waiting (cy, dee) get them; eve still waits. The form's spots are not used.
    expect(
      await save(await form({ registrationMode: "on_site", capacity: "4", availableSpots: "4" }), created.id),
    ).toEqual({
      ok: true,
      id: created.id,
    });
    expect(await statuses()).toEqual({
      ana: "confirmed",
      ben: "confirmed",
      cy: "confirmed",
      dee: "confirmed",
      eve: "waitlisted",
    });
    expect(await spots()).toBe(0);
    expect(await promotions()).toEqual(["cy@example.com", "dee@example.com"]);

    // Lowering it takes no seat from anyone; a cancellation then frees none while the date is over capacity.
    await save(await form({ registrationMode: "on_site", capacity: "3", availableSpots: "0" }), created.id);
    await cancelRegistration({
      db: database.db(),
      which: { by: "id", id: ids.ana ?? "" },
      mail,
      timeZone: "America/New_York",
    });
    expect(await statuses()).toMatchObject({ ben: "confirmed", cy: "confirmed", dee: "confirmed", eve: "waitlisted" });
    expect(await spots()).toBe(0);

    // Plenty of room: eve moves up and the rest of the seats are free.
    await save(await form({ registrationMode: "on_site", capacity: "10", availableSpots: "0" }), created.id);
    expect(await statuses()).toMatchObject({ eve: "confirmed" });
    expect(await spots()).toBe(6);
    expect(await promotions()).toEqual(["cy@example.com", "dee@example.com", "eve@example.com"]);
  });

  it("starts a new on-site date with every seat free, whatever spots the form says", async () => {
    const created = await save(await form({ registrationMode: "on_site", capacity: "12", availableSpots: "5" }));
    if (!created.ok) throw new Error(JSON.stringify(created));
    expect(await database.db().select().from(classInstances)).toEqual([
      expect.objectContaining({ capacity: 12, availableSpots: 12, registrationMode: "on_site" }),
    ]);
  });

  it("moves nobody up on a date that is not open for registration", async () => {
    const created = await save(await form({ registrationMode: "on_site", capacity: "1", availableSpots: "1" }));
    if (!created.ok) throw new Error(JSON.stringify(created));
    for (const name of ["ana", "ben"])
      await registerForClass({
        db: database.db(),
        classInstanceId: created.id,
        input: { firstName: name, lastName: "Lee", email: `${name}@example.com` },
        today,
        mail,
        timeZone: "America/New_York",
      });
    expect(
      await save(
        await form({ registrationMode: "on_site", capacity: "5", availableSpots: "5", status: "draft" }),
        created.id,
      ),
    ).toMatchObject({ ok: true });
    const rows = await database.db().select().from(classRegistrations);
    expect(rows.map((row) => row.status).sort()).toEqual(["confirmed", "waitlisted"]);
    expect((await database.db().select().from(classInstances))[0]?.availableSpots).toBe(4);
  });
});
