import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { bookings } from "#db/schema";
import { insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { readCalendar } from "#tests/setup/calendar-reader";
import { backend, withTestDatabase } from "#tests/setup/database";
import { withMailDelivery } from "#tests/setup/mail-delivery";
import { testMailSettings } from "#tests/setup/mail-settings";
import { type BookingEmailEvent, queueBookingEmails } from "./queue-booking-emails";

const database = withTestDatabase();
const delivery = withMailDelivery(database);
const OWNER = "owner@coach.example.com";
const mail = testMailSettings({ notifyEmail: OWNER });
const timeZone = "America/New_York";
// Tuesday, March 10, 2026, 14:00 UTC: 10:00 AM in New York (EDT), 7:30 PM in Kolkata.
const START = new Date("2026-03-10T14:00:00Z");
const MAYA = { name: "Maya Patel", email: "maya@example.com", visitorTimeZone: "Asia/Kolkata" };

function queue(bookingId: string, event: BookingEmailEvent, by?: "visitor" | "owner") {
  return database
    .db()
    .transaction((tx) => queueBookingEmails({ db: tx, mail, timeZone, bookingId, event, ...(by ? { by } : {}) }));
}

/** The mails received so far, once `count` have arrived. */
async function received(count: number) {
  const mails = await delivery.sink.waitFor((all) => all.length >= count);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(delivery.sink.received).toHaveLength(count);
  return mails.map((item) => item.parsed);
}

function to(mails: ParsedMail[], address: string): ParsedMail[] {
  return mails.filter((item) => item.to && !Array.isArray(item.to) && item.to.value[0]?.address === address);
}

function calendarOf(parsed: ParsedMail) {
  const file = parsed.attachments.find((attachment) => attachment.filename === "invite.ics");
  if (!file) return null;
  const text = file.content.toString("utf8");
  const events = Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === "VEVENT") as VEvent[];
  expect(events).toHaveLength(1);
  return { text, contentType: file.contentType, event: events[0] as VEvent };
}

async function consultation(values: Parameters<typeof insertSessionType>[1] = {}) {
  return insertSessionType(database.db(), {
    name: "Money Strategy Session",
    durationMinutes: 150,
    price: "$497",
    locationKind: "video",
    locationDetail: "https://meet.example.com/steady-path",
    howToPay: "Pay by bank transfer before the session; the details come by email.",
    ...values,
  });
}

describe(`a booking's emails on ${backend}`, () => {
  it("a confirmed booking sends the visitor her times, the video link, the way to pay, her links and an invitation; the owner gets the answers", async () => {
    const type = await consultation();
    const booking = await insertBooking(database.db(), type, START, {
      ...MAYA,
      answers: [{ questionId: "goal", question: "What would you like to change?", answer: "Pay off my card debt" }],
    });
    await queue(booking.id, "booked");
    const mails = await received(2);

    const [visitor] = to(mails, "maya@example.com");
    expect(visitor?.subject).toBe("You're booked: Money Strategy Session on Tuesday, March 10");
    expect(visitor?.replyTo?.value[0]?.address).toBe(mail.replyTo);
    const text = visitor?.text ?? "";
    expect(text).toContain("Hi Maya,");
    expect(text).toContain("Session: Money Strategy Session (2 hours 30 minutes)");
    expect(text).toContain("When: Tuesday, March 10, 2026 at 7:30 PM GMT+5:30 (your time)");
    expect(text).toContain("Tuesday, March 10, 2026 at 10:00 AM EDT (Steady Path Coaching's time)");
    expect(text).toContain("Where: Video call: https://meet.example.com/steady-path");
    expect(text).toContain("Price: $497");
    expect(text).toContain("How to pay: Pay by bank transfer before the session");
    expect(text).toContain(`https://coach.example.com/bookings/${booking.manageToken}/reschedule`);
    expect(text).toContain(`https://coach.example.com/bookings/${booking.manageToken}/cancel`);
    expect(text).toContain("until 24 hours before the start");
    expect(visitor?.html).toContain(`href="https://coach.example.com/bookings/${booking.manageToken}/cancel"`);

    const calendar = calendarOf(visitor as ParsedMail);
    expect(calendar?.contentType).toBe("text/calendar");
    const raw = delivery.sink.received.find((item) => item.envelopeTo.includes("maya@example.com"))?.raw ?? "";
    expect(raw).toMatch(/Content-Type: text\/calendar; method=REQUEST; charset=utf-8/i);
    expect(calendar?.text).toContain("METHOD:REQUEST");
    const event = calendar?.event as VEvent;
    expect(event.uid).toBe(`booking-${booking.id}@coach.example.com`);
    expect(Number(event.sequence)).toBe(0);
    expect(new Date(event.start).toISOString()).toBe(START.toISOString());
    expect(new Date(event.end as Date).toISOString()).toBe("2026-03-10T16:30:00.000Z");
    expect(event.location).toBe("Video call: https://meet.example.com/steady-path");
    expect(event.description).toContain(`/bookings/${booking.manageToken}/cancel`);
    const organizer = event.organizer as unknown as { params: { CN: string }; val: string };
    expect(organizer.val.toLowerCase()).toBe(`mailto:${mail.replyTo}`);
    expect(organizer.params.CN).toBe("Steady Path Coaching");
    const attendee = event.attendee as unknown as { params: { PARTSTAT: string }; val: string };
    expect(attendee.val.toLowerCase()).toBe("mailto:maya@example.com");

    const [owner] = to(mails, OWNER);
    expect(owner?.subject).toBe("New booking: Maya Patel, Money Strategy Session on Tuesday, March 10");
    expect(owner?.replyTo?.value[0]?.address).toBe("maya@example.com");
    expect(owner?.text).toContain("When: Tuesday, March 10, 2026 at 10:00 AM EDT");
    expect(owner?.text).toContain("Her time zone: Asia/Kolkata");
    expect(owner?.text).toContain("What would you like to change?\nPay off my card debt");
    expect(owner?.attachments).toHaveLength(0);
  });

  it("the invitation names the visitor and the business as they wrote their names, in another calendar program too", async () => {
    const type = await consultation();
    const longName = "Zoë Ångström-Çelik 🌿 ".repeat(5).trim();
    const quoted = await insertBooking(database.db(), type, START, {
      ...MAYA,
      name: 'Maya "Mo"\r\nPatel, CFP',
      email: "maya@example.com",
    });
    const long = await insertBooking(database.db(), type, new Date(START.getTime() + 86_400_000), {
      ...MAYA,
      name: longName,
      email: "zoe@example.com",
    });
    const business = testMailSettings({ siteName: 'Steady "Path"; Coaching, Inc.' });
    for (const bookingId of [quoted.id, long.id]) {
      await database
        .db()
        .transaction((tx) => queueBookingEmails({ db: tx, mail: business, timeZone, bookingId, event: "booked" }));
    }
    const mails = await received(2);
    const invitation = (address: string) => {
      const file = to(mails, address)[0]?.attachments.find((attachment) => attachment.filename === "invite.ics");
      const [entry, ...others] = readCalendar(file?.content.toString("utf8") ?? "");
      expect(others).toHaveLength(0);
      return entry;
    };
    const maya = invitation("maya@example.com");
    expect(maya?.attendees).toEqual(["Maya 'Mo' Patel, CFP"]);
    expect(maya?.organizer).toBe("Steady 'Path'; Coaching, Inc.");
    expect(maya?.summary).toBe('Money Strategy Session with Steady "Path"; Coaching, Inc.');
    expect(maya?.start).toEqual(START);
    expect(maya?.startShownIn(timeZone)).toBe("10:00 AM");
    expect(invitation("zoe@example.com")?.attendees).toEqual([longName]);
  });

  it("a reschedule keeps the calendar entry's UID and raises its SEQUENCE; a cancellation sends METHOD:CANCEL and tells the owner", async () => {
    const type = await consultation({ price: "Free" });
    const booking = await insertBooking(database.db(), type, START, MAYA);
    await queue(booking.id, "booked");
    const moved = new Date("2026-03-12T18:00:00Z");
    await database
      .db()
      .update(bookings)
      .set({
        startsAt: moved,
        endsAt: new Date(moved.getTime() + 150 * 60_000),
        blockedFrom: moved,
        blockedUntil: new Date(moved.getTime() + 150 * 60_000),
        sequence: 1,
      })
      .where(eq(bookings.id, booking.id));
    await queue(booking.id, "rescheduled");
    await database
      .db()
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: new Date(), cancelledBy: "visitor", sequence: 2 })
      .where(eq(bookings.id, booking.id));
    await queue(booking.id, "cancelled");
    const mails = await received(6);

    const visitor = to(mails, "maya@example.com");
    const booked = visitor.find((item) => item.subject?.startsWith("You're booked"));
    const rescheduled = visitor.find((item) => item.subject?.startsWith("New time"));
    const cancelled = visitor.find((item) => item.subject?.startsWith("Cancelled"));
    expect(booked?.text).toContain("How to pay: No payment needed: this session is free.");
    expect(rescheduled?.subject).toBe("New time: Money Strategy Session on Thursday, March 12");
    const first = calendarOf(booked as ParsedMail)?.event;
    const second = calendarOf(rescheduled as ParsedMail)?.event;
    expect(second?.uid).toBe(first?.uid);
    expect(Number(second?.sequence)).toBe(1);
    expect(new Date(second?.start ?? 0).toISOString()).toBe(moved.toISOString());

    expect(cancelled?.text).toContain("is cancelled, as you asked");
    expect(cancelled?.text).toContain("Book another time: https://coach.example.com/book/");
    expect(cancelled?.text).not.toContain("/reschedule");
    expect(cancelled?.text).not.toContain("Where:");
    const cancel = calendarOf(cancelled as ParsedMail);
    expect(cancel?.text).toContain("METHOD:CANCEL");
    const raws = delivery.sink.received.map((item) => item.raw);
    expect(raws.some((raw) => /Content-Type: text\/calendar; method=CANCEL; charset=utf-8/i.test(raw))).toBe(true);
    expect(cancel?.event.uid).toBe(first?.uid);
    expect(Number(cancel?.event.sequence)).toBe(2);
    expect(cancel?.event.status).toBe("CANCELLED");

    const owner = to(mails, OWNER).map((item) => item.subject);
    expect(owner).toEqual(
      expect.arrayContaining([
        "New booking: Maya Patel, Money Strategy Session on Tuesday, March 10",
        "Rescheduled: Maya Patel moved Money Strategy Session to Thursday, March 12",
        "Cancelled: Maya Patel cancelled Money Strategy Session on Thursday, March 12",
      ]),
    );
  });

  it("a time waiting for approval has no invitation and no location until approved; a decline of it sends no calendar file", async () => {
    const type = await consultation({ confirmation: "approval" });
    const approved = await insertBooking(database.db(), type, START, { ...MAYA, status: "pending" });
    const declined = await insertBooking(database.db(), type, new Date("2026-03-11T14:00:00Z"), {
      ...MAYA,
      status: "pending",
      email: "lee@example.com",
      name: "Lee Wong",
      visitorTimeZone: timeZone,
    });
    await queue(approved.id, "booked");
    await database.db().update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, approved.id));
    await queue(approved.id, "approved");
    await queue(declined.id, "booked");
    await database.db().update(bookings).set({ status: "declined" }).where(eq(bookings.id, declined.id));
    await queue(declined.id, "declined");
    const mails = await received(6);

    const maya = to(mails, "maya@example.com");
    const pending = maya.find((item) => item.subject?.startsWith("Waiting for approval"));
    expect(pending?.text).toContain("waits for approval");
    expect(pending?.text).toContain("Where: You will receive the details once your time is confirmed.");
    expect(pending?.text).not.toContain("meet.example.com");
    expect(pending?.attachments).toHaveLength(0);
    const confirmed = maya.find((item) => item.subject?.startsWith("Confirmed"));
    expect(confirmed?.text).toContain("Where: Video call: https://meet.example.com/steady-path");
    expect(calendarOf(confirmed as ParsedMail)?.text).toContain("METHOD:REQUEST");

    const lee = to(mails, "lee@example.com");
    const no = lee.find((item) => item.subject?.startsWith("Not confirmed"));
    expect(no?.text).toContain("could not be confirmed");
    expect(no?.attachments).toHaveLength(0);
    // The same zone for both: the time is shown once.
    expect(no?.text).toContain("When: Wednesday, March 11, 2026 at 10:00 AM EDT\n");
    expect(no?.text).not.toContain("(your time)");

    const owner = to(mails, OWNER);
    expect(owner.map((item) => item.subject)).toHaveLength(2);
    expect(owner[0]?.text).toContain("It waits for your approval");
  });

  it("a cancellation by the owner says so to the visitor and sends the owner no alert", async () => {
    const type = await consultation();
    const booking = await insertBooking(database.db(), type, START, {
      ...MAYA,
      status: "cancelled",
      cancelledBy: "owner",
      sequence: 1,
    });
    await queue(booking.id, "cancelled");
    await queue(booking.id, "rescheduled", "owner");
    const mails = await received(2);
    expect(to(mails, OWNER)).toHaveLength(0);
    const cancelled = to(mails, "maya@example.com").find((item) => item.subject?.startsWith("Cancelled"));
    expect(cancelled?.text).toContain("Sorry, Steady Path Coaching had to cancel your Money Strategy Session.");
    // No invitation went out before, so there is nothing to take out of her calendar.
    expect(cancelled?.attachments).toHaveLength(0);
  });
});
