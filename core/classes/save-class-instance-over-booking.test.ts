import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingSettings, type bookings, classInstances, classTypes, sessionTypes } from "#db/schema";
import { classDateOverBookingMessage } from "#rules/class-instance";
import { insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { addClassType } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { duplicateClassInstance } from "./duplicate-class-instance";
import { saveClassInstance } from "./save-class-instance";

/** Decision 066: a booking and a published class date on the same time cannot both stand. */

const database = withTestDatabase();
const mail = testMailSettings();
const actor = { adminUserId: null, actorEmail: "owner@example.com" };
const timeZone = "America/New_York";

/** 6:30 PM on Saturday 1 June 2030 in New York. */
const SESSION_START = new Date("2030-06-01T22:30:00Z");
const priya = { name: "Priya Shah", email: "priya@example.com", visitorTimeZone: "Asia/Kolkata" };

async function theClassType() {
  const [existing] = await database.db().select().from(classTypes).limit(1);
  return existing ?? (await addClassType(database.db()));
}

async function theSessionType() {
  const [existing] = await database.db().select().from(sessionTypes).limit(1);
  return (
    existing ??
    (await insertSessionType(database.db(), { name: "Free consultation", durationMinutes: 30, minNoticeMinutes: 0 }))
  );
}

async function classForm(values: Record<string, unknown> = {}) {
  const classType = await theClassType();
  return {
    classTypeId: classType.id,
    date: "2030-06-01",
    time: "6:00 PM",
    durationMinutes: "120",
    location: "Online (Zoom)",
    price: "$49",
    capacity: "30",
    availableSpots: "30",
    status: "active",
    ...values,
  };
}

const save = (input: Record<string, unknown>, id?: string) =>
  saveClassInstance({ db: database.db(), id, input, today: "2030-05-10", actor, mail, timeZone });

/** A confirmed 30-minute session at 6:30 PM, or one with the given columns. */
async function bookSixThirty(values: Partial<typeof bookings.$inferInsert> = {}) {
  const sessionType = await theSessionType();
  return insertBooking(database.db(), sessionType, SESSION_START, { ...priya, ...values });
}

describe(`a class date over a booked session on ${backend}`, () => {
  it("is refused when published over the session, naming the session's time, and nothing is written", async () => {
    await bookSixThirty();
    const result = await save(await classForm());
    expect(result).toEqual({ ok: false, error: "conflict", conflict: "booked", startsAt: SESSION_START });
    expect(await database.db().select().from(classInstances)).toEqual([]);
    expect(classDateOverBookingMessage(SESSION_START, timeZone)).toMatch(
      /^This time overlaps a booked session on Saturday, June 1, 2030(,| at) 6:30 PM EDT\. Move the session or choose another time\.$/,
    );
  });

  it("is saved at another time the same day, and when written as a 24-hour or zoned clock time away from it", async () => {
    await bookSixThirty();
    for (const time of ["9:00 AM", "15:00", "8:00 PM ET"]) {
      const result = await save(await classForm({ time }));
      expect(result.ok, time).toBe(true);
    }
    expect(await database.db().select().from(classInstances)).toHaveLength(3);
  });

  it("counts the session's buffers as its time, as the booking's own check does", async () => {
    // The class ends at 6:30 PM as the session starts: free without a buffer, taken with one.
    const sessionType = await theSessionType();
    await insertBooking(database.db(), sessionType, SESSION_START, priya);
    expect((await save(await classForm({ time: "4:30 PM" }))).ok).toBe(true);
    await insertBooking(database.db(), sessionType, new Date("2030-06-02T22:30:00Z"), {
      ...priya,
      before: 15,
    });
    expect(await save(await classForm({ date: "2030-06-02", time: "4:30 PM" }))).toMatchObject({
      conflict: "booked",
      startsAt: new Date("2030-06-02T22:30:00Z"),
    });
  });

  it("does not block as a draft, and is refused when that draft is published or a published date is moved onto it", async () => {
    await bookSixThirty();
    const draft = await save(await classForm({ status: "draft" }));
    if (!draft.ok) throw new Error(JSON.stringify(draft));
    expect(await save(await classForm({ status: "active" }), draft.id)).toMatchObject({ conflict: "booked" });
    const [row] = await database.db().select().from(classInstances).where(eq(classInstances.id, draft.id));
    expect(row?.status).toBe("draft");

    const morning = await save(await classForm({ time: "9:00 AM" }));
    if (!morning.ok) throw new Error(JSON.stringify(morning));
    expect(await save(await classForm({ time: "5:00 PM" }), morning.id)).toMatchObject({ conflict: "booked" });
    expect(
      await save(await classForm({ date: "2030-06-01", time: "9:00 AM", durationMinutes: "600" }), morning.id),
    ).toMatchObject({ conflict: "booked" });
  });

  it("keeps a published date that already stood over a session editable when its time does not change", async () => {
    const classType = await theClassType();
    const [standing] = await database
      .db()
      .insert(classInstances)
      .values({
        classTypeId: classType.id,
        date: "2030-06-01",
        time: "6:00 PM",
        location: "Online (Zoom)",
        price: "$49",
        status: "active",
      })
      .returning();
    if (!standing) throw new Error("no class date");
    await bookSixThirty();
    const result = await save({ ...(await classForm()), classTypeId: classType.id, price: "$59" }, standing.id);
    expect(result.ok).toBe(true);
  });

  it("is saved over a cancelled or declined session, or while class dates do not block booking time", async () => {
    await bookSixThirty({ status: "cancelled", cancelledAt: new Date(), cancelledBy: "visitor" });
    expect((await save(await classForm())).ok).toBe(true);

    await database.db().delete(classInstances);
    await bookSixThirty({ status: "declined", email: "x@example.com" });
    expect((await save(await classForm())).ok).toBe(true);

    await database.db().delete(classInstances);
    await bookSixThirty({ status: "pending", email: "y@example.com" });
    expect(await save(await classForm())).toMatchObject({ conflict: "booked" });
    await database.db().insert(bookingSettings).values({ classDatesBlockTime: false });
    expect((await save(await classForm())).ok).toBe(true);
  });

  it("is copied as a draft over a session, which blocks nothing until published", async () => {
    const earlier = await save(await classForm());
    if (!earlier.ok) throw new Error(JSON.stringify(earlier));
    await bookSixThirty();
    const copy = await duplicateClassInstance({ db: database.db(), id: earlier.id, actor });
    if (!copy.ok) throw new Error(JSON.stringify(copy));
    const [row] = await database.db().select().from(classInstances).where(eq(classInstances.id, copy.id));
    expect(row?.status).toBe("draft");
    expect(await save(await classForm(), copy.id)).toMatchObject({ conflict: "booked" });
  });
});
