import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCalendarFeedAddress } from "#core/bookings/make-calendar-feed-address";
import { readBusyFeed } from "#core/bookings/read-busy-feed";
import { addDays, todayIn } from "#core/dates";
import { bookingSettings } from "#db/schema";
import { BUSY_FEED_ERRORS, CALENDAR_FEED_MESSAGES } from "#rules/calendar-feeds";
import { zonedInstant } from "#rules/class-schedule";
import { wallClock } from "#rules/class-time";
import { SITE, withAdminHttp } from "#tests/setup/admin-http";
import { insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { readCalendar } from "#tests/setup/calendar-reader";
import { addClassInstance, addClassType } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";
import { withServerTimeZone } from "#tests/setup/server-time-zone";

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "America/New_York" } });
const DAY = 86_400_000;
const HOUR = 3_600_000;
const BUSINESS_ZONE = "America/New_York";
const MAYA = { name: "Maya Patel", email: "maya@example.com", visitorTimeZone: "Asia/Kolkata" };

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === "VEVENT") as VEvent[];
}

async function feed(token: string) {
  return http.app().request(`/calendar/${token}.ics`);
}

async function currentToken() {
  const [row] = await database.db().select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  return row?.calendarFeedToken ?? "";
}

describe("the owner's calendar feed", () => {
  it("lists the bookings that hold her time and the published class dates, never cached; other addresses are not found", async () => {
    const db = database.db();
    const type = await insertSessionType(db, { name: "Free Consultation", durationMinutes: 30 });
    const start = new Date(Math.ceil((Date.now() + 3 * DAY) / 3_600_000) * 3_600_000);
    const confirmed = await insertBooking(db, type, start, { ...MAYA, sequence: 2 });
    const pending = await insertBooking(db, type, new Date(start.getTime() + DAY), {
      ...MAYA,
      status: "pending",
      name: "Lee Wong",
      email: "lee@example.com",
    });
    await insertBooking(db, type, new Date(start.getTime() + 2 * DAY), {
      ...MAYA,
      status: "cancelled",
      cancelledBy: "visitor",
      name: "Cancelled Person",
    });
    await insertBooking(db, type, new Date(start.getTime() + 3 * DAY), {
      ...MAYA,
      status: "declined",
      name: "Declined",
    });
    await insertBooking(db, type, new Date(Date.now() - 60 * DAY), { ...MAYA, name: "Long Ago" });
    const classType = await addClassType(db, { title: "Debt Payoff Masterclass", slug: "debt-payoff" });
    const classDate = await addClassInstance(db, classType.id, { daysFromToday: 10, time: "6:30 PM" });
    await addClassInstance(db, classType.id, { daysFromToday: 12, status: "draft" });

    expect((await feed("a-token-nobody-has-made-yet")).status).toBe(404);
    const { token } = await makeCalendarFeedAddress({ db });
    const response = await feed(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("cache-control")).toContain("private");
    const events = eventsOf(await response.text());
    expect(events.map((event) => event.summary).sort()).toEqual([
      "Debt Payoff Masterclass",
      "Free Consultation: Lee Wong (waiting for approval)",
      "Free Consultation: Maya Patel",
    ]);
    const maya = events.find((event) => event.uid === `booking-${confirmed.id}@localhost`);
    expect(new Date(maya?.start ?? 0).toISOString()).toBe(start.toISOString());
    expect(Number(maya?.sequence)).toBe(2);
    expect(maya?.description).toContain("maya@example.com");
    expect(events.find((event) => event.uid === `booking-${pending.id}@localhost`)?.status).toBe("TENTATIVE");
    const workshop = events.find((event) => event.uid === `class-${classDate.id}@localhost`);
    expect(new Date(workshop?.start ?? 0).toLocaleTimeString("en-US", { timeZone: "America/New_York" })).toBe(
      "6:30:00 PM",
    );

    // A second read is rendered again, not served from the page cache.
    await insertBooking(db, type, new Date(start.getTime() + 5 * DAY), { ...MAYA, name: "Sam Later" });
    expect(eventsOf(await (await feed(token)).text())).toHaveLength(4);
    expect((await http.app().request("/calendar/not-the-secret-at-all.ics")).status).toBe(404);
    expect((await http.app().request(`/calendar/${token}`)).status).toBe(404);
  });

  it("the Calendar feeds page makes an address, and a new one ends the old", async () => {
    const empty = await (await http.app().request("/admin/booking-calendar", cookie())).text();
    expect(empty).toContain("You have no calendar address yet.");
    const made = await http.submit("/admin/booking-calendar", { intent: "new-address" });
    expect(made.status).toBe(302);
    const first = await currentToken();
    const page = await http.pageAfterRedirect(made);
    expect(page).toContain(CALENDAR_FEED_MESSAGES.addressMade);
    expect(page).toContain(`${SITE}/calendar/${first}.ics`);
    expect((await feed(first)).status).toBe(200);

    const again = await http.submit("/admin/booking-calendar", { intent: "new-address", js: "1" });
    expect(again.status).toBe(200);
    const second = await currentToken();
    expect(second).not.toBe(first);
    expect((await feed(first)).status).toBe(404);
    expect((await feed(second)).status).toBe(200);
  });

  it("the outside busy feed takes only an https address, and says when it was last read", async () => {
    const refused = await http.submit("/admin/booking-calendar", {
      intent: "busy-feed",
      busyFeedUrl: "http://calendar.example.com/private.ics",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter an address that starts with https://");
    const saved = await http.submit("/admin/booking-calendar", {
      intent: "busy-feed",
      busyFeedUrl: "webcal://calendar.example.com/private/basic.ics",
    });
    const page = await http.pageAfterRedirect(saved);
    expect(page).toContain(CALENDAR_FEED_MESSAGES.busyFeedSaved);
    expect(page).toContain('value="https://calendar.example.com/private/basic.ics"');
    expect(page).toContain("Not read yet: this happens within 15 minutes.");
    await database
      .db()
      .update(bookingSettings)
      .set({ busyFeedCheckedAt: new Date(), busyFeedError: BUSY_FEED_ERRORS.couldNotRead });
    const later = await (await http.app().request("/admin/booking-calendar", cookie())).text();
    expect(later).toContain("Last checked");
    expect(later).toContain(BUSY_FEED_ERRORS.couldNotRead);
  });
});

describe("what the owner reads of her outside calendar", () => {
  const event = (uid: string, rule = "") =>
    `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260602T150000Z\r\nDTEND:20260602T160000Z\r\n${rule}SUMMARY:internal-secret\r\nEND:VEVENT\r\n`;
  const calendar = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events}END:VCALENDAR\r\n`;
  const minutely = Array.from({ length: 12 }, (_, index) => event(`m${index}@example.com`, "RRULE:FREQ=MINUTELY\r\n"));
  let inside: Server;
  let outside: Server;
  let insideBase = "";
  let outsideBase = "";
  beforeAll(async () => {
    inside = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.end(calendar(event("secret@example.com")));
    });
    outside = createServer((request, response) => {
      if (request.url === "/moved.ics") {
        response.writeHead(302, { location: `${insideBase}/internal-secret` });
        response.end();
      } else {
        response.writeHead(200, { "content-type": "text/calendar" });
        response.end(calendar(event("dentist@example.com") + minutely.join("")));
      }
    });
    for (const server of [inside, outside])
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    insideBase = `http://127.0.0.1:${(inside.address() as AddressInfo).port}`;
    outsideBase = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const server of [inside, outside]) await new Promise((resolve) => server.close(resolve));
  });

  async function readFrom(path: string) {
    await database
      .db()
      .insert(bookingSettings)
      .values({ id: 1, busyFeedUrl: `${outsideBase}${path}` })
      .onConflictDoUpdate({
        target: bookingSettings.id,
        set: { busyFeedUrl: `${outsideBase}${path}` },
      });
    // This test's calendar server is the one origin trusted; the server it redirects to is not.
    await readBusyFeed({ db: database.db(), timeZone: "America/New_York", trustedOrigins: [outsideBase] });
    return (await http.app().request("/admin/booking-calendar", cookie())).text();
  }

  it("refuses to save an address of this server or its network, and keeps the one she had", async () => {
    await http.submit("/admin/booking-calendar", {
      intent: "busy-feed",
      busyFeedUrl: "https://calendar.example.com/private.ics",
    });
    for (const url of [
      "https://127.0.0.1:8443/",
      "https://[::1]/",
      "https://localhost/",
      "https://2130706433/",
      "https://0x7f.1/",
      "webcal://127.0.0.1/",
    ]) {
      const refused = await http.submit("/admin/booking-calendar", { intent: "busy-feed", busyFeedUrl: url });
      expect(refused.status, url).toBe(400);
      expect(await refused.text()).toContain(CALENDAR_FEED_MESSAGES.urlInternal);
    }
    const [row] = await database.db().select().from(bookingSettings);
    expect(row?.busyFeedUrl).toBe("https://calendar.example.com/private.ics");
  });

  it("a calendar redirecting inside reads only that it could not be read, and nothing of what is inside", async () => {
    const page = await readFrom("/moved.ics");
    expect(page).toContain(BUSY_FEED_ERRORS.couldNotRead);
    expect(page).not.toContain("it worked");
    expect(page).not.toContain("internal-secret");
    expect(page).not.toContain(insideBase);
  });

  it("says how many repeating events were too frequent to read and left out", async () => {
    const page = await readFrom("/calendar.ics");
    expect(page).toContain(": it worked.");
    expect(page).toContain(
      "12 repeating events were too frequent to read (more than 24 times a day) and left out: their times can be booked.",
    );
  });
});

describe("the owner's calendar feed, read by her phone while the server runs in another time zone", () => {
  withServerTimeZone("Asia/Tokyo");

  it("shows each booking and class at its own time, across a clock change, and every name as it was typed", async () => {
    const db = database.db();
    const type = await insertSessionType(db, { name: "Free Consultation", durationMinutes: 60 });
    const day = addDays(todayIn(BUSINESS_ZONE), 3);
    const nine = zonedInstant(day, 9 * 60, BUSINESS_ZONE);
    expect(nine.toLocaleTimeString("en-US", { timeZone: BUSINESS_ZONE })).toBe("9:00:00 AM");
    const morning = await insertBooking(db, type, nine, { ...MAYA, name: 'Maya "Mo" Patel, CFP; \\ Ltd' });
    // Two hours around the next change of New York's clocks (spring or autumn).
    const change = nextClockChange(BUSINESS_ZONE, Date.now() + DAY);
    const across = await insertBooking(db, type, new Date(change - HOUR), {
      ...MAYA,
      name: "Zoë Ångström-Çelik 🌿 ".repeat(6).trim(),
      endsAt: new Date(change + HOUR),
    });
    const classType = await addClassType(db, { title: "Debt Payoff Masterclass", slug: "debt-payoff" });
    const evening = await addClassInstance(db, classType.id, { daysFromToday: 10, time: "6:30 PM" });
    const someday = await addClassInstance(db, classType.id, { daysFromToday: 11, time: "Evening, time to follow" });

    const { token } = await makeCalendarFeedAddress({ db });
    const entries = readCalendar(await (await feed(token)).text());
    const entry = (uid: string) => {
      const found = entries.find((item) => item.uid === uid);
      if (!found) throw new Error(`no entry ${uid}`);
      return found;
    };

    const maya = entry(`booking-${morning.id}@localhost`);
    expect(maya.startShownIn(BUSINESS_ZONE)).toBe("9:00 AM");
    expect(maya.endShownIn(BUSINESS_ZONE)).toBe("10:00 AM");
    expect(maya.start).toEqual(nine);
    expect(maya.summary).toBe('Free Consultation: Maya "Mo" Patel, CFP; \\ Ltd');
    expect(maya.description.split("\n")[0]).toBe('Maya "Mo" Patel, CFP; \\ Ltd <maya@example.com>');

    const night = entry(`booking-${across.id}@localhost`);
    expect(night.start).toEqual(new Date(change - HOUR));
    expect(night.end).toEqual(new Date(change + HOUR));
    expect(night.minutes).toBe(120);
    expect(night.startShownIn(BUSINESS_ZONE)).toBe("1:00 AM");
    expect(night.endShownIn(BUSINESS_ZONE)).toBe(
      new Date(change + HOUR).toLocaleTimeString("en-US", {
        timeZone: BUSINESS_ZONE,
        hour: "numeric",
        minute: "2-digit",
      }),
    );
    expect(night.summary).toBe(`Free Consultation: ${"Zoë Ångström-Çelik 🌿 ".repeat(6).trim()}`);

    const workshop = entry(`class-${evening.id}@localhost`);
    expect(workshop.startShownIn(BUSINESS_ZONE)).toBe("6:30 PM");
    expect(workshop.startShownIn("America/Los_Angeles")).toBe("3:30 PM");
    const wholeDay = entry(`class-${someday.id}@localhost`);
    expect(wholeDay.day).toEqual({ first: someday.date, next: addDays(someday.date, 1) });
  });
});

/** The first instant after `from` at which the clocks of `timeZone` jump. */
function nextClockChange(timeZone: string, from: number): number {
  const offset = (instant: number) => wallClock(instant, timeZone).offsetMinutes;
  let at = Math.ceil(from / HOUR) * HOUR;
  const first = offset(at);
  while (offset(at) === first) at += HOUR;
  return at;
}

function cookie() {
  return { headers: { Cookie: http.session.cookie } };
}
