import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { classInstances, classRegistrations, emailSubscribers, outboxEmails, subscriberConsents } from "#db/schema";
import { addClassInstance, addClassType, today } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { cancelRegistration } from "./cancel-registration";
import { registerForClass } from "./register-for-class";

const database = withTestDatabase();
const mail = testMailSettings();
const timeZone = "America/New_York";

async function onSiteClass(capacity: number) {
  const classType = await addClassType(database.db(), { title: "Debt Payoff Masterclass", slug: "debt-payoff" });
  return addClassInstance(database.db(), classType.id, {
    capacity,
    availableSpots: capacity,
    registrationMode: "on_site",
  });
}

function register(classInstanceId: string, email: string, extra: Record<string, unknown> = {}) {
  return registerForClass({
    db: database.db(),
    classInstanceId,
    input: { firstName: "Sam", lastName: "Lee", email, ...extra },
    today: today(),
    mail,
    timeZone,
  });
}

async function seatsLeft(id: string) {
  const [row] = await database.db().select().from(classInstances).where(eq(classInstances.id, id));
  return row?.availableSpots;
}

describe(`registering for a class on ${backend}`, () => {
  it("never books more seats than the class has: 50 at once for 10 seats give 10 confirmed and 40 waitlisted", async () => {
    const classDate = await onSiteClass(10);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => register(classDate.id, `person${index}@example.com`)),
    );
    const statuses = results.map((result) => (result.ok ? result.status : result.error));
    expect(statuses.filter((status) => status === "confirmed")).toHaveLength(10);
    expect(statuses.filter((status) => status === "waitlisted")).toHaveLength(40);
    const rows = await database.db().select().from(classRegistrations);
    expect(rows.filter((row) => row.status === "confirmed")).toHaveLength(10);
    expect(rows.filter((row) => row.status === "waitlisted")).toHaveLength(40);
    expect(await seatsLeft(classDate.id)).toBe(0);
    // Everyone is told where they stand; a held seat comes with the calendar file.
    const emails = await database.db().select().from(outboxEmails);
    expect(emails).toHaveLength(50);
    expect(emails.filter((email) => email.attachments.length === 1)).toHaveLength(10);
  });

  it("a cancellation gives the seat to the first person on the waitlist and tells them", async () => {
    const classDate = await onSiteClass(1);
    const first = await register(classDate.id, "first@example.com");
    const second = await register(classDate.id, "second@example.com");
    const third = await register(classDate.id, "third@example.com");
    if (!first.ok || !second.ok || !third.ok) throw new Error("not registered");
    expect([first.status, second.status, third.status]).toEqual(["confirmed", "waitlisted", "waitlisted"]);

    const [row] = await database.db().select().from(classRegistrations).where(eq(classRegistrations.id, first.id));
    const cancelled = await cancelRegistration({
      db: database.db(),
      which: { by: "token", token: row?.cancelToken ?? "" },
      mail,
      timeZone,
    });
    expect(cancelled).toMatchObject({ ok: true, promotedId: second.id, alreadyCancelled: false });
    const rows = await database.db().select().from(classRegistrations).orderBy(asc(classRegistrations.queuedAt));
    expect(rows.map((registration) => [registration.email, registration.status])).toEqual([
      ["first@example.com", "cancelled"],
      ["second@example.com", "confirmed"],
      ["third@example.com", "waitlisted"],
    ]);
    expect(await seatsLeft(classDate.id)).toBe(0);
    const promotion = await database.db().select().from(outboxEmails).where(eq(outboxEmails.eventRef, second.id));
    expect(promotion.map((email) => email.subject)).toEqual([
      expect.stringContaining("You're on the waitlist"),
      expect.stringContaining("A seat opened up"),
    ]);

    // The same link again changes nothing; with nobody waiting, a cancelled seat is free again.
    const again = await cancelRegistration({
      db: database.db(),
      which: { by: "token", token: row?.cancelToken ?? "" },
      mail,
      timeZone,
    });
    expect(again).toMatchObject({ ok: true, alreadyCancelled: true });
    await cancelRegistration({ db: database.db(), which: { by: "id", id: third.id }, mail, timeZone });
    await cancelRegistration({ db: database.db(), which: { by: "id", id: second.id }, mail, timeZone });
    expect(await seatsLeft(classDate.id)).toBe(1);
  });

  it("refuses the same email twice for one date, in any letter case, and allows it again after cancelling", async () => {
    const classDate = await onSiteClass(5);
    const first = await register(classDate.id, "ana@example.com");
    expect(await register(classDate.id, "ANA@Example.com")).toEqual({
      ok: false,
      error: "conflict",
      conflict: "already-registered",
    });
    expect(await seatsLeft(classDate.id)).toBe(4);
    if (!first.ok) throw new Error("not registered");
    await cancelRegistration({ db: database.db(), which: { by: "id", id: first.id }, mail, timeZone });
    expect(await register(classDate.id, "Ana@example.com")).toMatchObject({ ok: true, status: "confirmed" });
  });

  it("stores nothing for bad input, a closed or external date, or an unknown id", async () => {
    const classDate = await onSiteClass(5);
    const bad = await register(classDate.id, "not-an-email", { firstName: " " });
    expect(bad).toMatchObject({ ok: false, error: "invalid" });
    if (bad.ok || bad.error !== "invalid") throw new Error("accepted");
    expect(bad.errors).toEqual([
      { field: "firstName", message: "First name is required" },
      { field: "email", message: "Please enter a valid email address" },
    ]);
    const classType = await addClassType(database.db(), { slug: "other" });
    const external = await addClassInstance(database.db(), classType.id, { registrationMode: "external" });
    const past = await addClassInstance(database.db(), classType.id, {
      registrationMode: "on_site",
      daysFromToday: -1,
    });
    expect(await register(external.id, "a@example.com")).toMatchObject({ conflict: "not-open" });
    expect(await register(past.id, "a@example.com")).toMatchObject({ conflict: "not-open" });
    expect(await register("00000000-0000-4000-8000-000000000000", "a@example.com")).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await register("nonsense", "a@example.com")).toMatchObject({ error: "not-found" });
    expect(await database.db().select().from(classRegistrations)).toEqual([]);
    expect(await seatsLeft(classDate.id)).toBe(5);
  });

  it("the confirmation carries the date, the time with its zone, the place, the price and the class's words on paying", async () => {
    const classType = await addClassType(database.db(), {
      title: "Debt Payoff Masterclass",
      slug: "debt-payoff",
      howToPay: "Pay at the door by cash or card,\nor by Zelle to pay@example.com before the class.",
    });
    const classDate = await addClassInstance(database.db(), classType.id, {
      date: "2031-03-12",
      time: "6:30 PM ET",
      location: "Maple Grove Public Library",
      price: "$49",
      capacity: 1,
      availableSpots: 1,
      registrationMode: "on_site",
    });
    const seat = await register(classDate.id, "ana@example.com");
    const waiting = await register(classDate.id, "ben@example.com");
    if (!seat.ok || !waiting.ok) throw new Error("not registered");
    const [confirmation] = await database.db().select().from(outboxEmails).where(eq(outboxEmails.eventRef, seat.id));
    if (!confirmation) throw new Error("no confirmation in the outbox");
    expect(confirmation.toAddress).toBe("ana@example.com");
    // The words between the day and the time depend on the runtime's locale data.
    expect(confirmation.textBody).toMatch(/When: Wednesday, March 12, 2031(,| at) 6:30 PM EDT/);
    for (const line of [
      "Where: Maple Grove Public Library",
      "Price: $49",
      "How to pay: Pay at the door by cash or card,\nor by Zelle to pay@example.com before the class.",
    ])
      expect(confirmation.textBody).toContain(line);
    expect(confirmation.htmlBody).toContain("or by Zelle to pay@example.com before the class.");
    // Someone on the waitlist learns how to pay too, before a seat opens up.
    const [waitlisted] = await database.db().select().from(outboxEmails).where(eq(outboxEmails.eventRef, waiting.id));
    expect(waitlisted?.textBody).toContain("How to pay: Pay at the door by cash or card,");
    // A free date of that class asks for no money, whatever the class's words on paying say.
    const freeDate = await addClassInstance(database.db(), classType.id, {
      registrationMode: "on_site",
      price: "Free",
    });
    const freeSeat = await register(freeDate.id, "dee@example.com");
    if (!freeSeat.ok) throw new Error("not registered");
    const [freeEmail] = await database.db().select().from(outboxEmails).where(eq(outboxEmails.eventRef, freeSeat.id));
    expect(freeEmail?.textBody).toContain("How to pay: No payment needed: this class is free.");
    expect(freeEmail?.textBody).not.toContain("Pay at the door");

    // A class without the owner's words still tells the registrant where to ask, or that it is free.
    const other = await addClassType(database.db(), { slug: "other-class" });
    const paid = await addClassInstance(database.db(), other.id, { registrationMode: "on_site", price: "$20" });
    const free = await addClassInstance(database.db(), other.id, { registrationMode: "on_site", price: "Free" });
    for (const [classDateId, words] of [
      [paid.id, "How to pay: Questions about paying? Just reply to this email."],
      [free.id, "How to pay: No payment needed: this class is free."],
    ] as const) {
      const seat = await register(classDateId, "cy@example.com");
      if (!seat.ok) throw new Error("not registered");
      const [email] = await database.db().select().from(outboxEmails).where(eq(outboxEmails.eventRef, seat.id));
      expect(email?.textBody).toContain(words);
    }
  });

  it("keep me posted adds the registrant to the newsletter from events, with the consent given", async () => {
    const classDate = await onSiteClass(5);
    await register(classDate.id, "kim@example.com", { keepPosted: "on" });
    await register(classDate.id, "lou@example.com");
    expect(await database.db().select().from(emailSubscribers)).toEqual([
      expect.objectContaining({ email: "kim@example.com", source: "events", status: "active" }),
    ]);
    expect(await database.db().select().from(subscriberConsents)).toEqual([
      expect.objectContaining({ email: "kim@example.com", source: "events" }),
    ]);
  });
});
