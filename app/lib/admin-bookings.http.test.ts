import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingSettings, bookings } from "#db/schema";
import { BOOKING_ADMIN_MESSAGES, BOOKING_CSV_COLUMNS } from "#rules/booking-admin";
import { withAdminHttp } from "#tests/setup/admin-http";
import { daysFromNow, insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { csvDownloadLines } from "#tests/setup/csv-download";
import { withTestDatabase } from "#tests/setup/database";

/** The owner's bookings pages over HTTP, in process: what the browser and a script see. */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "America/New_York" } });
const { app, session } = http;

const open = (path: string) => app().request(path, { headers: { Cookie: session.cookie } });

describe("the bookings list and export over HTTP", () => {
  it("shows the searched view and streams the same bookings as CSV, times in the business's zone", async () => {
    const db = database.db();
    const type = await insertSessionType(db, { name: "Money Strategy Session", durationMinutes: 150 });
    await insertBooking(db, type, new Date("2030-07-01T14:00:00Z"), {
      name: "Grace Hopper",
      email: "grace@example.com",
      capMonth: "2030-07",
      answers: [{ questionId: "goal", question: "Goal", answer: "Save for a house" }],
    });
    await insertBooking(db, type, new Date("2030-07-02T14:00:00Z"), { name: "Alan Turing" });

    const page = await open("/admin/bookings?q=grace");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Grace Hopper");
    expect(html).not.toContain("Alan Turing");
    expect(html).toContain("Mon, Jul 1, 2030, 10:00 AM");
    expect(html).toContain(BOOKING_ADMIN_MESSAGES.newClient);

    const response = await open("/admin/bookings/export?q=grace&page=4");
    const lines = await csvDownloadLines(response, "bookings", 1);
    expect(lines).toEqual([
      BOOKING_CSV_COLUMNS.map((column) => `"${column}"`).join(","),
      expect.stringMatching(
        /^"2030-07-01","10:00","America\/New_York","Money Strategy Session","Grace Hopper","grace@example\.com","Confirmed","Yes","Goal: Save for a house",/,
      ),
    ]);
  });

  it("sends someone without a session to sign in", async () => {
    for (const path of ["/admin/bookings", "/admin/bookings/export", "/admin/bookings/week"]) {
      const response = await app().request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toContain("/admin/login");
    }
  });
});

describe("a booking's page over HTTP", () => {
  it("approves a pending booking without JavaScript, then refuses approving it again", async () => {
    const db = database.db();
    const type = await insertSessionType(db, { confirmation: "approval" });
    const booking = await insertBooking(db, type, daysFromNow(4), {
      status: "pending",
      name: "Ada Lovelace",
      visitorTimeZone: "Asia/Kolkata",
    });
    const page = await (await open(`/admin/bookings/${booking.id}`)).text();
    expect(page).toContain("Waiting for your approval");
    expect(page).toContain("(Asia/Kolkata)");

    const approved = await http.submit(`/admin/bookings/${booking.id}`, { intent: "approve" });
    expect(approved.status).toBe(302);
    expect(await http.pageAfterRedirect(approved)).toContain(BOOKING_ADMIN_MESSAGES.approved);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe("confirmed");

    const again = await http.submit(`/admin/bookings/${booking.id}`, { intent: "approve", js: "1" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(BOOKING_ADMIN_MESSAGES.notPending);
  });

  it("answers 404 for an unknown or malformed booking, and 400 for an unknown action", async () => {
    expect((await open("/admin/bookings/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await open("/admin/bookings/not-an-id")).status).toBe(404);
    const missing = await http.submit("/admin/bookings/not-an-id", { intent: "decline", js: "1" });
    expect(missing.status).toBe(404);
    const type = await insertSessionType(database.db());
    const booking = await insertBooking(database.db(), type, daysFromNow(1));
    const unknown = await http.submit(`/admin/bookings/${booking.id}`, { intent: "delete", js: "1" });
    expect(unknown.status).toBe(400);
  });
});

describe("cancelling and moving a booking for the client", () => {
  it("cancels after asking, freeing the time, and refuses a second cancel", async () => {
    const db = database.db();
    const type = await insertSessionType(db);
    const start = daysFromNow(3);
    const booking = await insertBooking(db, type, start, { name: "Grace Hopper" });
    const page = await (await open(`/admin/bookings/${booking.id}`)).text();
    expect(page).toContain("Cancel booking");

    const cancelled = await http.submit(`/admin/bookings/${booking.id}`, { intent: "cancel", js: "1" });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain(BOOKING_ADMIN_MESSAGES.cancelled);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "owner", sequence: 1 });
    // The time is free for someone else.
    expect((await insertBooking(db, type, start)).status).toBe("confirmed");

    const again = await http.submit(`/admin/bookings/${booking.id}`, { intent: "cancel", js: "1" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(BOOKING_ADMIN_MESSAGES.alreadyCancelled);
    expect(await (await open(`/admin/bookings/${booking.id}`)).text()).not.toContain("Cancel booking");
  });

  it("offers the type's open times and moves the booking to the one chosen", async () => {
    const db = database.db();
    await db.insert(bookingSettings).values({
      weeklyHours: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({ weekday, start: "09:00", end: "17:00" })),
    });
    const type = await insertSessionType(db, { minNoticeMinutes: 0 });
    const booking = await insertBooking(db, type, daysFromNow(2), { name: "Ada Lovelace" });
    const page = await (await open(`/admin/bookings/${booking.id}`)).text();
    const offered = [...page.matchAll(/<option value="(\d{13})"/g)].map((match) => Number(match[1]));
    expect(offered.length).toBeGreaterThan(10);
    const target = offered[5] as number;

    const moved = await http.submit(`/admin/bookings/${booking.id}`, { intent: "reschedule", start: String(target) });
    expect(moved.status).toBe(302);
    expect(await http.pageAfterRedirect(moved)).toContain(BOOKING_ADMIN_MESSAGES.rescheduled);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.startsAt.getTime()).toBe(target);
    expect(row?.sequence).toBe(1);

    const noTime = await http.submit(`/admin/bookings/${booking.id}`, { intent: "reschedule", start: "", js: "1" });
    expect(noTime.status).toBe(400);
    expect(await noTime.text()).toContain(BOOKING_ADMIN_MESSAGES.timeRequired);
    // A time outside the hours is refused, and the booking stays where it is.
    const night = new Date(target);
    night.setUTCHours(3, 0, 0, 0);
    const refused = await http.submit(`/admin/bookings/${booking.id}`, {
      intent: "reschedule",
      start: String(night.getTime()),
      js: "1",
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(BOOKING_ADMIN_MESSAGES.taken);
    const [still] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(still?.startsAt.getTime()).toBe(target);
  });
});

describe("the Overview's bookings", () => {
  it("lists the next bookings and how many wait for approval, each a link", async () => {
    const db = database.db();
    const type = await insertSessionType(db, { name: "Free consultation" });
    const booking = await insertBooking(db, type, daysFromNow(2), { name: "Grace Hopper", status: "pending" });
    const html = await (await open("/admin")).text();
    expect(html).toContain("Next bookings");
    expect(html).toContain(`href="/admin/bookings/${booking.id}"`);
    expect(html).toContain(BOOKING_ADMIN_MESSAGES.pendingCount(1));
    expect(html).toContain('href="/admin/bookings?status=pending"');
  });
});

describe("the week view over HTTP", () => {
  it("shows the week's bookings with the class dates, and moves by week", async () => {
    const db = database.db();
    const type = await insertSessionType(db, { name: "Free consultation" });
    // Wednesday, December 2, 2026, 9:30 AM in New York.
    await insertBooking(db, type, new Date("2026-12-02T14:30:00Z"), { name: "Grace Hopper", status: "pending" });
    await insertBooking(db, type, new Date("2026-12-03T14:30:00Z"), { name: "Gone Away", status: "cancelled" });
    const classType = await addClassType(db, { title: "Budget Basics" });
    await addClassInstance(db, classType.id, { date: "2026-12-05", time: "6:30 PM", status: "active" });

    const html = await (await open("/admin/bookings/week?start=2026-12-03")).text();
    expect(html).toContain("Week of Monday, November 30, 2026");
    expect(html).toContain("Grace Hopper");
    expect(html).toContain("9:30 AM");
    expect(html).not.toContain("Gone Away");
    expect(html).toContain("Budget Basics");
    expect(html).toContain("6:30 PM");
    expect(html).toContain('href="/admin/bookings/week?start=2026-12-07"');
    expect(html).toContain('href="/admin/bookings/week?start=2026-11-23"');
    expect((await open("/admin/bookings/week?start=garbage")).status).toBe(200);
  });
});
