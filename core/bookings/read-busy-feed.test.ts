import http from "node:http";
import type { AddressInfo } from "node:net";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingSettings, externalBusyTimes } from "#db/schema";
import { BUSY_FEED_ERRORS } from "#rules/calendar-feeds";
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
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function pointFeedAt(path: string) {
  await database
    .db()
    .insert(bookingSettings)
    .values({ id: 1, busyFeedUrl: `${base}${path}` })
    .onConflictDoUpdate({ target: bookingSettings.id, set: { busyFeedUrl: `${base}${path}` } });
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
    expect(await readBusyFeed({ db: database.db(), timeZone, now: NOW })).toEqual({ ok: true, busyTimes: 4 });
    expect(await busy()).toEqual(READ);
    expect(await status()).toEqual({ checkedAt: NOW.toISOString(), error: "" });
  });

  it("a failing read keeps the busy times read before and says why in plain words", async () => {
    await pointFeedAt("/calendar.ics");
    await readBusyFeed({ db: database.db(), timeZone, now: NOW });
    const cases: [string, string, object?][] = [
      ["/huge.ics", BUSY_FEED_ERRORS.tooLarge],
      ["/slow.ics", BUSY_FEED_ERRORS.timeout, { timeoutMs: 500 }],
      ["/page.html", BUSY_FEED_ERRORS.notCalendar],
      ["/gone.ics", BUSY_FEED_ERRORS.status(404)],
    ];
    for (const [path, error, options] of cases) {
      await pointFeedAt(path);
      const later = new Date(NOW.getTime() + 60_000);
      const started = Date.now();
      const result = await readBusyFeed({ db: database.db(), timeZone, now: later, ...options });
      expect(result).toEqual({ ok: false, error: "conflict", conflict: "feed-failed", reason: error });
      expect(Date.now() - started).toBeLessThan(2500);
      expect(await status()).toEqual({ checkedAt: later.toISOString(), error });
      expect(await busy()).toEqual(READ);
    }
    await database.db().update(bookingSettings).set({ busyFeedUrl: "http://127.0.0.1:9/closed.ics" });
    const refused = await readBusyFeed({ db: database.db(), timeZone, now: NOW });
    expect(refused).toMatchObject({ ok: false, reason: BUSY_FEED_ERRORS.unreachable });
    expect(await busy()).toEqual(READ);
  });

  it("without an address the busy times are emptied", async () => {
    await pointFeedAt("/calendar.ics");
    await readBusyFeed({ db: database.db(), timeZone, now: NOW });
    await database.db().update(bookingSettings).set({ busyFeedUrl: "" });
    expect(await readBusyFeed({ db: database.db(), timeZone, now: NOW })).toEqual({ ok: true, busyTimes: 0 });
    expect(await busy()).toEqual([]);
  });
});
