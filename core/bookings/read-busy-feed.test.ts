import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingSettings, externalBusyTimes } from "#db/schema";
import {
  BUSY_FEED_ERRORS,
  BUSY_FEED_MAX_BUSY_TIMES,
  BUSY_FEED_MAX_REPEATING_EVENTS,
  NOTHING_SKIPPED,
} from "#rules/calendar-feeds";
import { insertSessionType } from "#tests/setup/booking-rows";
import { backend, withTestDatabase } from "#tests/setup/database";
import { readBusyFeed } from "./read-busy-feed";

const database = withTestDatabase();
const NOW = new Date("2026-06-01T00:00:00Z");
const timeZone = "America/New_York";

const CALENDAR = `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Example//Calendar//EN
BEGIN:VEVENT
UID:dentist@example.com
DTSTAMP:20260101T000000Z
DTSTART:20260603T150000Z
DTEND:20260603T160000Z
SUMMARY:Dentist (private)
END:VEVENT
BEGIN:VEVENT
UID:lunch@example.com
DTSTAMP:20260101T000000Z
DTSTART:20260604T160000Z
DTEND:20260604T170000Z
TRANSP:TRANSPARENT
SUMMARY:Maybe lunch
END:VEVENT
BEGIN:VEVENT
UID:school@example.com
DTSTAMP:20260101T000000Z
DTSTART;TZID=America/New_York:20260601T150000
DTEND;TZID=America/New_York:20260601T153000
RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3
EXDATE;TZID=America/New_York:20260608T150000
SUMMARY:School pick-up
END:VEVENT
BEGIN:VEVENT
UID:trip@example.com
DTSTAMP:20260101T000000Z
DTSTART;VALUE=DATE:20260610
DTEND;VALUE=DATE:20260611
SUMMARY:Away
END:VEVENT
BEGIN:VEVENT
UID:old@example.com
DTSTAMP:20260101T000000Z
DTSTART:20250101T150000Z
DTEND:20250101T160000Z
SUMMARY:Long ago
END:VEVENT
END:VCALENDAR
`;

/** The same calendar with 50 events repeating every minute, a calendar made to hold the server. */
const EVERY_MINUTE = CALENDAR.replace(
  "END:VCALENDAR",
  `${Array.from(
    { length: 50 },
    (_, index) =>
      `BEGIN:VEVENT\nUID:minute-${index}@example.com\nDTSTAMP:20260101T000000Z\nDTSTART:20260601T000000Z\nDTEND:20260601T000100Z\nRRULE:FREQ=MINUTELY\nEND:VEVENT\n`,
  ).join("")}END:VCALENDAR`,
);

/** Three events repeating every hour all year: more busy times than one read keeps. */
const EVERY_HOUR = `BEGIN:VCALENDAR
VERSION:2.0
${["a", "b", "c"]
  .map(
    (name) =>
      `BEGIN:VEVENT\nUID:hourly-${name}@example.com\nDTSTAMP:20260101T000000Z\nDTSTART:20260101T000000Z\nDTEND:20260101T001000Z\nRRULE:FREQ=HOURLY\nEND:VEVENT\n`,
  )
  .join("")}END:VCALENDAR
`;

/** 520 weekly events: more repeating events than one read expands. */
const MANY_WEEKLY = `BEGIN:VCALENDAR
VERSION:2.0
${Array.from(
  { length: 520 },
  (_, index) =>
    `BEGIN:VEVENT\nUID:weekly-${index}@example.com\nDTSTAMP:20260101T000000Z\nDTSTART:20260601T${String(8 + (index % 10)).padStart(2, "0")}0000Z\nDTEND:20260601T${String(8 + (index % 10)).padStart(2, "0")}3000Z\nRRULE:FREQ=WEEKLY\nEND:VEVENT\n`,
).join("")}END:VCALENDAR
`;

/** A calendar on this machine that a feed may try to redirect to; it counts who asks. */
const SECRET_CALENDAR = `BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:internal-secret@example.com
DTSTAMP:20260101T000000Z
DTSTART:20260605T130000Z
DTEND:20260605T140000Z
SUMMARY:internal-secret
END:VEVENT
END:VCALENDAR
`;
let secret: http.Server;
let secretBase = "";
let secretConnections = 0;

let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === "/calendar.ics") {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.end(CALENDAR);
    } else if (request.url === "/huge.ics") {
      // No length announced: the reader must stop counting bytes itself.
      response.writeHead(200, { "content-type": "text/calendar" });
      const line = `BEGIN:VCALENDAR\r\n${"X-FILLER:".padEnd(1000, "x")}\r\n`;
      let sent = 0;
      const more = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += line.length;
          if (!response.write(line)) return response.once("drain", more);
        }
        response.end();
      };
      response.on("error", () => {});
      more();
    } else if (request.url === "/slow.ics") {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.write("BEGIN:VCALENDAR\r\n");
      setTimeout(() => response.end("END:VCALENDAR\r\n"), 3000).unref();
    } else if (request.url === "/every-minute.ics") {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.end(EVERY_MINUTE);
    } else if (request.url === "/many-weekly.ics") {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.end(MANY_WEEKLY);
    } else if (request.url === "/every-hour.ics") {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.end(EVERY_HOUR);
    } else if (request.url?.startsWith("/redirect?to=")) {
      response.writeHead(302, { location: decodeURIComponent(request.url.slice("/redirect?to=".length)) });
      response.end();
    } else if (request.url === "/old.ics") {
      response.writeHead(301, { location: "/calendar.ics" });
      response.end();
    } else if (request.url === "/loop.ics") {
      response.writeHead(302, { location: "/loop.ics" });
      response.end();
    } else if (request.url === "/page.html") {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<!doctype html><title>Sign in</title><p>Please sign in</p>");
    } else {
      response.writeHead(404);
      response.end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  secret = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/calendar" });
    response.end(SECRET_CALENDAR);
  });
  // Counted by connection: an https request to it never reaches a handler.
  secret.on("connection", () => secretConnections++);
  await new Promise<void>((resolve) => secret.listen(0, "127.0.0.1", resolve));
  secretBase = `http://127.0.0.1:${(secret.address() as AddressInfo).port}`;
});
afterAll(async () => {
  secret.closeAllConnections();
  await new Promise((resolve) => secret.close(resolve));
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function pointFeedAt(path: string) {
  await storeAddress(`${base}${path}`);
}

/** An address as it could have been saved before saving checked it. */
async function storeAddress(url: string) {
  await database
    .db()
    .insert(bookingSettings)
    .values({ id: 1, busyFeedUrl: url })
    .onConflictDoUpdate({ target: bookingSettings.id, set: { busyFeedUrl: url } });
}

/** A read as the server makes it, except that this test's own server may be read. */
function read(options: Partial<Parameters<typeof readBusyFeed>[0]> = {}) {
  return readBusyFeed({ db: database.db(), timeZone, now: NOW, trustedOrigins: [base], ...options });
}

async function busy() {
  const rows = await database.db().select().from(externalBusyTimes).orderBy(asc(externalBusyTimes.startsAt));
  return rows.map((row) => [row.startsAt.toISOString(), row.endsAt.toISOString()]);
}

async function status() {
  const [row] = await database.db().select().from(bookingSettings);
  return { checkedAt: row?.busyFeedCheckedAt?.toISOString(), error: row?.busyFeedError };
}

const READ = [
  ["2026-06-01T19:00:00.000Z", "2026-06-01T19:30:00.000Z"],
  ["2026-06-03T15:00:00.000Z", "2026-06-03T16:00:00.000Z"],
  // All day in New York: midnight to midnight, EDT.
  ["2026-06-10T04:00:00.000Z", "2026-06-11T04:00:00.000Z"],
  ["2026-06-15T19:00:00.000Z", "2026-06-15T19:30:00.000Z"],
];

describe(`reading the outside busy-time feed on ${backend}`, () => {
  it("keeps only the busy times: events, recurrences without their exceptions, all-day events as whole days; never free or past ones", async () => {
    await pointFeedAt("/calendar.ics");
    expect(await read()).toEqual({ ok: true, busyTimes: 4, skipped: NOTHING_SKIPPED });
    expect(await busy()).toEqual(READ);
    expect(await status()).toEqual({ checkedAt: NOW.toISOString(), error: "" });
  });

  it("a failing read keeps the busy times read before and says why in plain words", async () => {
    await pointFeedAt("/calendar.ics");
    await read();
    const cases: [string, string, object?][] = [
      ["/huge.ics", BUSY_FEED_ERRORS.tooLarge],
      ["/slow.ics", BUSY_FEED_ERRORS.couldNotRead, { timeoutMs: 500 }],
      ["/page.html", BUSY_FEED_ERRORS.notCalendar],
      ["/gone.ics", BUSY_FEED_ERRORS.couldNotRead],
    ];
    for (const [path, error, options] of cases) {
      await pointFeedAt(path);
      const later = new Date(NOW.getTime() + 60_000);
      const started = Date.now();
      const result = await read({ now: later, ...options });
      expect(result).toMatchObject({ ok: false, error: "conflict", conflict: "feed-failed", reason: error });
      expect(Date.now() - started).toBeLessThan(2500);
      expect(await status()).toEqual({ checkedAt: later.toISOString(), error });
      expect(await busy()).toEqual(READ);
    }
    await database.db().update(bookingSettings).set({ busyFeedUrl: "http://127.0.0.1:9/closed.ics" });
    const refused = await read({ trustedOrigins: ["http://127.0.0.1:9"] });
    expect(refused).toMatchObject({ ok: false, reason: BUSY_FEED_ERRORS.couldNotRead });
    expect(await busy()).toEqual(READ);
  });

  it("without an address the busy times are emptied", async () => {
    await pointFeedAt("/calendar.ics");
    await read();
    await database.db().update(bookingSettings).set({ busyFeedUrl: "" });
    expect(await read()).toEqual({ ok: true, busyTimes: 0, skipped: NOTHING_SKIPPED });
    expect(await busy()).toEqual([]);
  });
});

describe(`the reader never reaches inside the server's network on ${backend}`, () => {
  it("refuses every address of this machine, whatever its form, without connecting, and says only that it could not be read", async () => {
    // One port on both loopback addresses, counting every connection made to it.
    let connections = 0;
    const count = (socket: net.Socket) => {
      connections++;
      socket.destroy();
    };
    const inside4 = net.createServer(count);
    await new Promise<void>((resolve) => inside4.listen(0, "127.0.0.1", resolve));
    const port = (inside4.address() as AddressInfo).port;
    const inside6 = net.createServer(count);
    await new Promise<void>((resolve) => inside6.listen(port, "::1", resolve));
    try {
      await pointFeedAt("/calendar.ics");
      await read();
      const addresses = [
        `https://127.0.0.1:${port}/`,
        `https://[::1]:${port}/`,
        `https://localhost:${port}/`,
        `https://2130706433:${port}/`,
        `https://0x7f.1:${port}/`,
        `webcal://127.0.0.1:${port}/`,
        `https://127.1:${port}/`,
        `https://0177.0.0.1:${port}/`,
        `https://[::ffff:127.0.0.1]:${port}/`,
        `https://[::ffff:7f00:1]:${port}/`,
        `http://127.0.0.1:${port}/`,
        `https://0.0.0.0:${port}/`,
      ];
      for (const url of addresses) {
        await storeAddress(url);
        // As the server reads: no origin is trusted.
        const result = await readBusyFeed({ db: database.db(), timeZone, now: NOW });
        expect(result, url).toMatchObject({ ok: false, reason: BUSY_FEED_ERRORS.couldNotRead });
        expect(await status()).toEqual({ checkedAt: NOW.toISOString(), error: BUSY_FEED_ERRORS.couldNotRead });
        expect(await busy()).toEqual(READ);
      }
      expect(connections).toBe(0);
    } finally {
      await Promise.all([inside4, inside6].map((each) => new Promise((resolve) => each.close(resolve))));
    }
  });

  it("a calendar that redirects inside is not followed: the secret is never read nor stored", async () => {
    await pointFeedAt("/calendar.ics");
    await read();
    const port = new URL(secretBase).port;
    const targets = [
      `${secretBase}/internal-secret`,
      `https://127.0.0.1:${port}/internal-secret`,
      `http://localhost:${port}/internal-secret`,
      `https://2130706433:${port}/internal-secret`,
      `http://[::ffff:7f00:1]:${port}/internal-secret`,
      `//127.0.0.1:${port}/internal-secret`,
    ];
    for (const target of targets) {
      await pointFeedAt(`/redirect?to=${encodeURIComponent(target)}`);
      const result = await read();
      expect(result, target).toMatchObject({ ok: false, reason: BUSY_FEED_ERRORS.couldNotRead });
      expect(await status()).toEqual({ checkedAt: NOW.toISOString(), error: BUSY_FEED_ERRORS.couldNotRead });
      expect(await busy()).toEqual(READ);
    }
    expect(secretConnections).toBe(0);
  });

  it("follows a moved calendar, but only a few redirects", async () => {
    await pointFeedAt("/old.ics");
    expect(await read()).toEqual({ ok: true, busyTimes: 4, skipped: NOTHING_SKIPPED });
    expect(await busy()).toEqual(READ);
    await pointFeedAt("/loop.ics");
    expect(await read()).toMatchObject({ ok: false, reason: BUSY_FEED_ERRORS.couldNotRead });
    expect(await busy()).toEqual(READ);
  });
});

describe(`a calendar made to hold the server on ${backend}`, () => {
  it("leaves out the 50 events repeating every minute, counts them for the owner, and still blocks the other events' times", async () => {
    await pointFeedAt("/every-minute.ics");
    expect(await read()).toEqual({ ok: true, busyTimes: 4, skipped: { ...NOTHING_SKIPPED, tooFrequent: 50 } });
    expect(await busy()).toEqual(READ);
    const [row] = await database.db().select().from(bookingSettings);
    expect(row?.busyFeedSkipped).toEqual({ ...NOTHING_SKIPPED, tooFrequent: 50 });
    expect(row?.busyFeedError).toBe("");
  });

  it("keeps no more busy times than its limit over the days that can be booked, and counts the events left out", async () => {
    await insertSessionType(database.db(), { maxDaysAhead: 365 });
    await pointFeedAt("/every-hour.ics");
    const result = await read();
    // Each event falls about 8,800 times in a year: the second reaches the limit, the third is left out.
    expect(result).toEqual({
      ok: true,
      busyTimes: BUSY_FEED_MAX_BUSY_TIMES,
      skipped: { ...NOTHING_SKIPPED, overLimit: 2 },
    });
    const rows = await busy();
    expect(rows).toHaveLength(BUSY_FEED_MAX_BUSY_TIMES);
    // The days that can be booked, not more: a year and a day ahead at most.
    expect(new Date(rows.at(-1)?.[0] ?? "").getTime()).toBeLessThan(NOW.getTime() + 367 * 86_400_000);
  });

  it("expands no more repeating events than its limit, and counts the ones left out", async () => {
    await pointFeedAt("/many-weekly.ics");
    const result = await read();
    // Over the 60 days a session type offers by default, each weekly event falls 9 times.
    expect(result).toEqual({
      ok: true,
      busyTimes: BUSY_FEED_MAX_REPEATING_EVENTS * 9,
      skipped: { ...NOTHING_SKIPPED, overLimit: 520 - BUSY_FEED_MAX_REPEATING_EVENTS },
    });
  });
});
