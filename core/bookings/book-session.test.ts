import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingSettings, bookings, sessionTypes } from "#db/schema";
import type { WeeklyRange } from "#rules/booking-data";
import { backend, withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { bookSession } from "./book-session";
import { cancelBooking } from "./cancel-booking";
import { listOpenSlots } from "./list-open-slots";
import { rescheduleBooking } from "./reschedule-booking";

const database = withTestDatabase();
const mail = testMailSettings();
const timeZone = "America/New_York";
// Wednesday 2027-01-06, 08:00 in New York.
const now = Date.parse("2027-01-06T13:00:00Z");
const weekdays: WeeklyRange[] = ([1, 2, 3, 4, 5] as const).map((weekday) => ({
  weekday,
  start: "09:00",
  end: "12:00",
}));

async function setUp(type: Partial<typeof sessionTypes.$inferInsert> = {}, cap: number | null = null) {
  const db = database.db();
  await db.insert(bookingSettings).values({ id: 1, weeklyHours: weekdays, newClientCap: cap });
  const [row] = await db
    .insert(sessionTypes)
    .values({
      name: "Free consultation",
      slug: "free-consultation",
      durationMinutes: 30,
      bufferAfterMinutes: 15,
      minNoticeMinutes: 60,
      status: "active",
      intakeQuestions: [
        { id: "goal", label: "What would you like help with?", kind: "long_text", required: true, choices: [] },
      ],
      ...type,
    })
    .returning();
  return row as typeof sessionTypes.$inferSelect;
}

function book(start: string, email = "ana@example.com", extra: Record<string, unknown> = {}) {
  return bookSession({
    db: database.db(),
    slug: "free-consultation",
    input: { name: "Ana", email, start, timeZone: "Asia/Kolkata", "answer-goal": "Debt", ...extra },
    timeZone,
    mail,
    now,
  });
}

describe(`booking a session on ${backend}`, () => {
  it("books an offered time once; the same time again is refused with the next free times", async () => {
    await setUp();
    const first = await book("2027-01-06T10:00:00-05:00");
    expect(first.ok).toBe(true);
    const again = await book("2027-01-06T10:00:00-05:00", "ben@example.com");
    expect(again).toMatchObject({ ok: false, error: "conflict", conflict: "taken" });
    if (again.ok || again.error !== "conflict" || again.conflict !== "taken") return;
    // 10:30 falls in the first booking's 15-minute buffer after 10:30; 10:00 is taken.
    const nextTimes = again.nextSlots.map((slot) => new Date(slot.start).toISOString());
    expect(nextTimes).not.toContain("2027-01-06T15:00:00.000Z");
    expect(nextTimes).not.toContain("2027-01-06T15:30:00.000Z");
    expect(nextTimes).toContain("2027-01-06T16:00:00.000Z");
    const [row] = await database.db().select().from(bookings);
    expect(row).toMatchObject({
      name: "Ana",
      email: "ana@example.com",
      status: "confirmed",
      visitorTimeZone: "Asia/Kolkata",
    });
    expect(row?.answers).toEqual([{ questionId: "goal", question: "What would you like help with?", answer: "Debt" }]);
  });

  it("refuses a time off the offered grid, before the notice, and missing answers, changing nothing", async () => {
    await setUp();
    expect(await book("2027-01-06T10:10:00-05:00")).toMatchObject({ conflict: "taken" });
    expect(await book("2027-01-06T08:30:00-05:00")).toMatchObject({ conflict: "taken" });
    const missing = await book("2027-01-06T10:00:00-05:00", "ana@example.com", { "answer-goal": "", name: "" });
    expect(missing).toMatchObject({ ok: false, error: "invalid" });
    if (!missing.ok && missing.error === "invalid") {
      expect(missing.errors.map((error) => error.field).sort()).toEqual(["answer-goal", "name"]);
    }
    expect(await database.db().select().from(bookings)).toHaveLength(0);
  });

  it("holds an approval type's time as pending", async () => {
    await setUp({ confirmation: "approval" });
    const result = await book("2027-01-07T09:00:00-05:00");
    expect(result).toMatchObject({ ok: true, booking: { status: "pending" } });
    expect(await book("2027-01-07T09:00:00-05:00", "ben@example.com")).toMatchObject({ conflict: "taken" });
  });

  it("counts new clients toward the month's cap and names the next opening", async () => {
    const type = await setUp({ countsTowardCap: true }, 1);
    expect(await book("2027-01-07T09:00:00-05:00")).toMatchObject({ ok: true });
    expect(await book("2027-01-07T10:00:00-05:00", "ben@example.com")).toMatchObject({
      conflict: "month-full",
      month: "2027-01",
      nextOpening: "2027-02-01",
    });
    const list = await listOpenSlots({ db: database.db(), sessionType: type, timeZone, now, days: 40 });
    expect(list.fullMonths).toEqual(["2027-01"]);
    expect(list.nextOpening).toBe("2027-02-01");
    expect(list.slots.every((slot) => slot.date >= "2027-02-01")).toBe(true);
  });

  it("moves a booking to another open time, raising its sequence, and frees the old time", async () => {
    await setUp();
    const first = await book("2027-01-07T09:00:00-05:00");
    if (!first.ok) throw new Error("not booked");
    const moved = await rescheduleBooking({
      db: database.db(),
      bookingId: first.booking.id,
      start: "2027-01-07T11:00:00-05:00",
      by: "visitor",
      timeZone,
      mail,
      now,
    });
    expect(moved).toMatchObject({ ok: true });
    const [row] = await database.db().select().from(bookings).where(eq(bookings.id, first.booking.id));
    expect(row?.startsAt.toISOString()).toBe("2027-01-07T16:00:00.000Z");
    expect(row?.sequence).toBe(1);
    expect(await book("2027-01-07T09:00:00-05:00", "ben@example.com")).toMatchObject({ ok: true });
  });

  it("lets a visitor cancel outside the cut-off only; the owner may cancel later; the time is free again", async () => {
    await setUp();
    const soon = await book("2027-01-06T10:00:00-05:00");
    if (!soon.ok) throw new Error("not booked");
    const byVisitor = await cancelBooking({
      db: database.db(),
      bookingId: soon.booking.id,
      by: "visitor",
      timeZone,
      mail,
      now,
    });
    expect(byVisitor).toMatchObject({ ok: false, conflict: "too-late", cutoffMinutes: 1440 });
    const byOwner = await cancelBooking({
      db: database.db(),
      bookingId: soon.booking.id,
      by: "owner",
      actor: { adminUserId: null as unknown as string, actorEmail: "owner@example.com" },
      timeZone,
      mail,
      now,
    });
    expect(byOwner).toMatchObject({ ok: true });
    const [row] = await database.db().select().from(bookings);
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "owner", sequence: 1 });
    expect(
      await cancelBooking({ db: database.db(), bookingId: soon.booking.id, by: "owner", timeZone, mail, now }),
    ).toMatchObject({
      conflict: "already-cancelled",
    });
    expect(await book("2027-01-06T10:00:00-05:00", "ben@example.com")).toMatchObject({ ok: true });
  });
});
