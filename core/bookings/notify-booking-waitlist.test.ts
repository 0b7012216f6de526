import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingSettings, bookings, bookingWaitlist, outboxEmails } from "#db/schema";
import { insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { backend, withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { notifyBookingWaitlist } from "./notify-booking-waitlist";

const database = withTestDatabase();
const mail = testMailSettings();
const timeZone = "America/New_York";
// March 31, 9 PM in New York: still March there, already April in UTC.
const NOW = new Date("2026-04-01T01:00:00Z");
const MAYA = { name: "Maya Patel", email: "maya@example.com", visitorTimeZone: "Asia/Kolkata" };

function run() {
  return notifyBookingWaitlist({ db: database.db(), mail, timeZone, now: NOW });
}

async function fullMonths() {
  await database.db().insert(bookingSettings).values({ id: 1, newClientCap: 1 });
  const type = await insertSessionType(database.db(), {
    name: "Money Strategy Session",
    slug: "money-strategy-session",
    price: "$497",
    durationMinutes: 30,
    countsTowardCap: true,
  });
  const march = await insertBooking(database.db(), type, new Date("2026-03-31T14:00:00Z"), {
    ...MAYA,
    capMonth: "2026-03",
  });
  await insertBooking(database.db(), type, new Date("2026-04-20T14:00:00Z"), {
    ...MAYA,
    capMonth: "2026-04",
    email: "lee@example.com",
  });
  await database
    .db()
    .insert(bookingWaitlist)
    .values([
      { sessionTypeId: type.id, name: "Ana Ruiz", email: "ana@example.com" },
      { sessionTypeId: type.id, name: "Ben Cho", email: "ben@example.com" },
    ]);
  return { type, march };
}

describe(`the booking waiting list on ${backend}`, () => {
  it("waits while this month and the next are full, then tells everyone waiting once when a place opens", async () => {
    const { march } = await fullMonths();
    expect(await run()).toBe(0);
    expect(await database.db().select().from(outboxEmails)).toHaveLength(0);

    await database
      .db()
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: NOW, cancelledBy: "visitor" })
      .where(eq(bookings.id, march.id));
    const told = await Promise.all([run(), run()]);
    expect(told[0] + told[1]).toBe(2);
    expect(await run()).toBe(0);

    const emails = await database.db().select().from(outboxEmails);
    expect(emails.map((email) => email.toAddress).sort()).toEqual(["ana@example.com", "ben@example.com"]);
    const ana = emails.find((email) => email.toAddress === "ana@example.com");
    expect(ana?.subject).toBe("A place opened: Money Strategy Session");
    expect(ana?.textBody).toContain("Hi Ana,");
    expect(ana?.textBody).toContain("https://coach.example.com/book/money-strategy-session");
    const waiting = await database.db().select().from(bookingWaitlist);
    expect(waiting.every((entry) => entry.notifiedAt !== null)).toBe(true);
  });

  it("tells no one while there is no cap, or while the type is a draft", async () => {
    const { type } = await fullMonths();
    await database.db().update(bookingSettings).set({ newClientCap: 2 });
    const draft = await insertSessionType(database.db(), { status: "draft" });
    await database.db().update(bookingWaitlist).set({ sessionTypeId: draft.id });
    expect(await run()).toBe(0);
    await database.db().update(bookingSettings).set({ newClientCap: null });
    await database.db().update(bookingWaitlist).set({ sessionTypeId: type.id });
    expect(await run()).toBe(0);
  });
});
