import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, bookings } from "#db/schema";
import { daysFromNow, insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { approveBooking } from "./approve-booking";
import { declineBooking } from "./decline-booking";
import { setBookingOutcome } from "./set-booking-outcome";
import { updateBookingNotes } from "./update-booking-notes";

const database = withTestDatabase();
const mail = testMailSettings();
const timeZone = "America/New_York";

async function stored(id: string) {
  const [row] = await database.db().select().from(bookings).where(eq(bookings.id, id));
  return row;
}

async function auditOf(id: string) {
  return database
    .db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "booking"), eq(auditLog.targetId, id)));
}

describe("approving and declining a booking that waits for the owner", () => {
  it("approves: confirmed, sequence and time unchanged, recorded in the activity log", async () => {
    const db = database.db();
    const type = await insertSessionType(db, { confirmation: "approval" });
    const booking = await insertBooking(db, type, daysFromNow(5), { status: "pending", name: "Grace Hopper" });
    expect(await approveBooking({ db, id: booking.id, actor: testActor, mail, timeZone })).toEqual({ ok: true });
    const after = await stored(booking.id);
    expect(after).toMatchObject({ status: "confirmed", sequence: 0, startsAt: booking.startsAt });
    const [event] = await auditOf(booking.id);
    expect(event).toMatchObject({
      action: "update",
      actorEmail: testActor.actorEmail,
      details: { name: "Grace Hopper", changes: { status: { from: "pending", to: "confirmed" } } },
    });
    // Twice is refused, and changes nothing more.
    expect(await approveBooking({ db, id: booking.id, actor: testActor, mail, timeZone })).toMatchObject({
      error: "conflict",
      conflict: "not-pending",
    });
    expect(await auditOf(booking.id)).toHaveLength(1);
  });

  it("declines: the time is free again, so a new booking can take it", async () => {
    const db = database.db();
    const type = await insertSessionType(db, { confirmation: "approval" });
    const start = daysFromNow(6);
    const booking = await insertBooking(db, type, start, { status: "pending" });
    // While pending, the database refuses a second booking of the same time.
    await expect(insertBooking(db, type, start)).rejects.toThrow();
    expect(await declineBooking({ db, id: booking.id, actor: testActor, mail, timeZone })).toEqual({ ok: true });
    expect((await stored(booking.id))?.status).toBe("declined");
    const taken = await insertBooking(db, type, start, { name: "Next client" });
    expect(taken.status).toBe("confirmed");
    expect(await auditOf(booking.id)).toHaveLength(1);
    expect(await declineBooking({ db, id: booking.id, actor: testActor, mail, timeZone })).toMatchObject({
      conflict: "not-pending",
    });
  });

  it("answers not found for an unknown or malformed id", async () => {
    const db = database.db();
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect(await approveBooking({ db, id, actor: testActor, mail, timeZone })).toEqual({
        ok: false,
        error: "not-found",
      });
      expect(await declineBooking({ db, id, actor: testActor, mail, timeZone })).toMatchObject({ error: "not-found" });
    }
  });
});

describe("recording how a session went", () => {
  it("marks a past confirmed booking completed or no-show, and refuses a future or pending one", async () => {
    const db = database.db();
    const type = await insertSessionType(db);
    const past = await insertBooking(db, type, daysFromNow(-2));
    const future = await insertBooking(db, type, daysFromNow(2));
    const pending = await insertBooking(db, type, daysFromNow(-3), { status: "pending" });

    expect(await setBookingOutcome({ db, id: past.id, actor: testActor, outcome: "no_show" })).toEqual({ ok: true });
    expect((await stored(past.id))?.status).toBe("no_show");
    // A wrong mark can be corrected.
    expect(await setBookingOutcome({ db, id: past.id, actor: testActor, outcome: "completed" })).toEqual({ ok: true });
    expect((await stored(past.id))?.status).toBe("completed");
    expect(await auditOf(past.id)).toHaveLength(2);

    for (const id of [future.id, pending.id]) {
      expect(await setBookingOutcome({ db, id, actor: testActor, outcome: "completed" })).toMatchObject({
        conflict: "not-past-confirmed",
      });
    }
    expect((await stored(future.id))?.status).toBe("confirmed");
    expect(await auditOf(future.id)).toHaveLength(0);
  });
});

describe("the owner's notes", () => {
  it("saves notes with an audit record, and refuses notes that are too long", async () => {
    const db = database.db();
    const type = await insertSessionType(db);
    const booking = await insertBooking(db, type, daysFromNow(1));
    expect(await updateBookingNotes({ db, id: booking.id, actor: testActor, notes: "Prefers mornings" })).toEqual({
      ok: true,
    });
    expect((await stored(booking.id))?.ownerNotes).toBe("Prefers mornings");
    const tooLong = await updateBookingNotes({ db, id: booking.id, actor: testActor, notes: "x".repeat(5001) });
    expect(tooLong).toMatchObject({
      error: "invalid",
      errors: { ownerNotes: "Notes can be at most 5,000 characters" },
    });
    expect((await stored(booking.id))?.ownerNotes).toBe("Prefers mornings");
    expect(await auditOf(booking.id)).toHaveLength(1);
  });
});
