import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingReminders, bookingSettings, bookings, outboxEmails } from "#db/schema";
import { insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { backend, withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { sendDueBookingReminders } from "./send-due-booking-reminders";

const database = withTestDatabase();
const mail = testMailSettings();
const timeZone = "America/New_York";
const HOUR = 3_600_000;
const NOW = new Date("2026-06-01T12:00:00Z");
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const MAYA = { name: "Maya Patel", email: "maya@example.com", visitorTimeZone: "Asia/Kolkata" };

function run(now = NOW) {
  return sendDueBookingReminders({ db: database.db(), mail, timeZone, now });
}

async function reminders() {
  return database.db().select().from(outboxEmails).where(eq(outboxEmails.event, "booking.reminder"));
}

describe(`booking reminders on ${backend}`, () => {
  it("two instances at once send the day-before reminder once, and the hour-before one later, once", async () => {
    const type = await insertSessionType(database.db(), { name: "Free Consultation", durationMinutes: 30 });
    const booking = await insertBooking(database.db(), type, at(23), {
      ...MAYA,
      createdAt: at(-72),
      updatedAt: at(-72),
    });
    const sent = await Promise.all([run(), run()]);
    expect(sent[0] + sent[1]).toBe(1);
    const first = await reminders();
    expect(first).toHaveLength(1);
    expect(first[0]?.toAddress).toBe("maya@example.com");
    expect(first[0]?.subject).toMatch(/^Reminder: Free Consultation on /);
    expect(first[0]?.textBody).toContain("A reminder: your Free Consultation is coming up.");
    expect(first[0]?.textBody).toContain(`/bookings/${booking.manageToken}/cancel`);
    expect(await run(at(1))).toBe(0);

    const hourBefore = at(22.5);
    expect((await Promise.all([run(hourBefore), run(hourBefore)])).reduce((a, b) => a + b)).toBe(1);
    expect(await reminders()).toHaveLength(2);
    const rows = await database.db().select().from(bookingReminders);
    expect(rows.map((row) => [row.minutesBefore, row.sequence]).sort()).toEqual([
      [1440, 0],
      [60, 0],
    ]);
  });

  it("a booking made two hours ahead gets no day-before reminder, only the hour-before one", async () => {
    const type = await insertSessionType(database.db(), { durationMinutes: 30 });
    await insertBooking(database.db(), type, at(2), { ...MAYA, createdAt: NOW, updatedAt: NOW });
    expect(await run(at(0.5))).toBe(0);
    expect(await run(at(1.01))).toBe(1);
    const rows = await database.db().select().from(bookingReminders);
    expect(rows.map((row) => row.minutesBefore)).toEqual([60]);
  });

  it("a rescheduled booking is reminded again at its new time; pending, cancelled and past bookings are not reminded", async () => {
    const type = await insertSessionType(database.db(), { durationMinutes: 30 });
    const booking = await insertBooking(database.db(), type, at(23), {
      ...MAYA,
      createdAt: at(-72),
      updatedAt: at(-72),
    });
    await insertBooking(database.db(), type, at(5), {
      ...MAYA,
      status: "pending",
      createdAt: at(-72),
      updatedAt: at(-72),
    });
    await insertBooking(database.db(), type, at(6), {
      ...MAYA,
      status: "cancelled",
      cancelledBy: "visitor",
      createdAt: at(-72),
      updatedAt: at(-72),
    });
    await insertBooking(database.db(), type, at(-1), { ...MAYA, createdAt: at(-72), updatedAt: at(-72) });
    expect(await run()).toBe(1);

    const moved = at(72);
    await database
      .db()
      .update(bookings)
      .set({
        startsAt: moved,
        endsAt: at(72.5),
        blockedFrom: moved,
        blockedUntil: at(72.5),
        sequence: 1,
        updatedAt: NOW,
      })
      .where(eq(bookings.id, booking.id));
    expect(await run(at(1))).toBe(0);
    expect(await run(at(48.5))).toBe(1);
    const rows = await database.db().select().from(bookingReminders);
    expect(rows.map((row) => [row.minutesBefore, row.sequence]).sort()).toEqual([
      [1440, 0],
      [1440, 1],
    ]);
    expect(await reminders()).toHaveLength(2);
  });

  it("follows the reminder times of the booking settings, and sends only the nearest of those missed", async () => {
    await database
      .db()
      .insert(bookingSettings)
      .values({ id: 1, reminderMinutes: [2880, 1440, 120] });
    const type = await insertSessionType(database.db(), { durationMinutes: 30 });
    await insertBooking(database.db(), type, at(1.5), { ...MAYA, createdAt: at(-96), updatedAt: at(-96) });
    expect(await run()).toBe(1);
    const rows = await database.db().select().from(bookingReminders);
    expect(rows.map((row) => row.minutesBefore).sort()).toEqual([120, 1440, 2880]);
    expect(await reminders()).toHaveLength(1);
    expect(await run(at(0.5))).toBe(0);
  });
});
