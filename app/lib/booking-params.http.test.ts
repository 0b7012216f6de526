import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookSession } from "#core/bookings/book-session";
import { listOpenSlots } from "#core/bookings/list-open-slots";
import { bookingSettings, bookings, sessionTypes } from "#db/schema";
import { BOOKING_MESSAGES } from "#rules/booking";
import type { WeeklyRange } from "#rules/booking-data";
import { withAdminHttp } from "#tests/setup/admin-http";
import { backend, withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";
import { formFieldsOf } from "#tests/setup/html-form";
import { testMailSettings } from "#tests/setup/mail-settings";

/**
 * Whatever a visitor puts in the booking pages' addresses and forms, the site
 * answers with a page or a message, never a server error, and books nothing
 * it should not.
 */

const database = withTestDatabase();
const TIME_ZONE = "America/New_York";
const http = withAdminHttp(database, { signedIn: false, env: { SITE_TIME_ZONE: TIME_ZONE } });
const PAGE = "/book/free-consultation";

const everyDay: WeeklyRange[] = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
  weekday,
  start: "09:00",
  end: "17:00",
}));

async function setUp() {
  const db = database.db();
  await db.insert(bookingSettings).values({ id: 1, weeklyHours: everyDay, changeCutoffMinutes: 60 });
  const [type] = await db
    .insert(sessionTypes)
    .values({
      name: "Free consultation",
      slug: "free-consultation",
      durationMinutes: 30,
      minNoticeMinutes: 60,
      maxDaysAhead: 40,
      status: "active",
    })
    .returning();
  if (!type) throw new Error("no session type");
  const { slots } = await listOpenSlots({ db, sessionType: type, timeZone: TIME_ZONE, days: 40 });
  const booked = await bookSession({
    db,
    slug: type.slug,
    input: { name: "Ana", email: "ana@example.com", start: slots[0]?.start, timeZone: "Asia/Kolkata" },
    timeZone: TIME_ZONE,
    mail: testMailSettings(),
  });
  if (!booked.ok) throw new Error("not booked");
  // A booking form's confirmation, asked once and sent with every post below, as a person's second press is.
  const next = slots[1]?.start ?? 0;
  const formPage = `${PAGE}?date=${new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(next)}&start=${new Date(next).toISOString()}`;
  const asked = await postForm(
    http.app(),
    formPage,
    { intent: "book", name: "Ana", email: "ana@example.com", start: new Date(next).toISOString() },
    { origin: null },
  );
  const askedHtml = await asked.text();
  const [, confirmation = ""] = formFieldsOf(askedHtml, "start").find(([name]) => name === "confirmation") ?? [];
  expect(confirmation).not.toBe("");
  return { reschedule: `/bookings/${booked.booking.manageToken}/reschedule`, confirmation };
}

/** Dates and times a visitor or a tool might send: impossible days, far years, numbers past what a date can hold. */
const BAD_DATES = ["2026-13-01", "2026-12-32", "2026-00-10", "9999-12-31", "0000-01-01", "2027-02-29", "+275760-09-13"];
const BAD_STARTS = [
  "253402300800000",
  "9999999999999999",
  "8640000000000000",
  "8640000000000001",
  "9999-12-31T15:00:00Z",
  "0000-01-01T00:00:00Z",
  "2026-13-01T10:00:00Z",
  "2026-02-30T10:00:00Z",
  "2026-01-01T25:00:00Z",
  "2026-01-01T10:00:00+99:99",
  "-1",
  "0",
  "1e21",
  "NaN",
  "%00",
  "",
];
const BAD_ZONES = ["Mars/Olympus", "%00", "UTC%00", "Etc/GMT+99", "../../etc/passwd", "A".repeat(65)];

const status = async (response: Response) => {
  await response.arrayBuffer();
  return response.status;
};
const get = async (path: string) => status(await http.app().request(path));

/** A booking posted with everything a person fills in and her confirmation, with `fields` instead where given. */
function postBooking(confirmation: string, fields: Record<string, string>): Promise<Response> {
  const sent = { intent: "book", name: "Ana", email: "ana@example.com", timeZone: TIME_ZONE, confirmation, ...fields };
  return Promise.resolve(postForm(http.app(), PAGE, sent, { origin: null }));
}

describe(`booking page parameters on ${backend}`, () => {
  it.each(BAD_DATES)("shows the booking and reschedule pages for date=%s without a server error", async (date) => {
    const { reschedule } = await setUp();
    expect(await get(`${PAGE}?date=${date}`)).toBeLessThan(500);
    expect(await get(`${PAGE}?from=${date}`)).toBeLessThan(500);
    expect(await get(`${PAGE}?date=${date}&start=${date}T15:00:00Z`)).toBeLessThan(500);
    expect(await get(`${reschedule}?date=${date}`)).toBeLessThan(500);
  });

  it.each(["/book/%00", "/book/%00%0A%7B%22level%22%3A50%7D", "/bookings/%00/reschedule", "/bookings/%00"])(
    "answers %s as a page that does not exist",
    async (path) => {
      expect(await get(path)).toBe(404);
    },
  );

  it.each(BAD_STARTS)(
    "refuses a booking or a move posted with start=%s, with a message, and books nothing",
    async (start) => {
      const { reschedule, confirmation } = await setUp();
      const before = await database.db().select().from(bookings);
      const booked = await postBooking(confirmation, { start });
      expect(booked.status).toBeGreaterThanOrEqual(400);
      expect(booked.status).toBeLessThan(500);
      expect(await booked.text()).toContain(BOOKING_MESSAGES.timeRequired);
      const moved = await postForm(http.app(), reschedule, { start }, { origin: null });
      expect(moved.status).toBeGreaterThanOrEqual(400);
      expect(moved.status).toBeLessThan(500);
      expect(await moved.text()).toContain(BOOKING_MESSAGES.timeRequired);
      expect(await database.db().select().from(bookings)).toEqual(before);
    },
  );

  it("never answers a server error to any mix of the booking pages' parameters", async () => {
    const { reschedule, confirmation } = await setUp();
    const value = fc.oneof(
      fc.constantFrom(...BAD_DATES, ...BAD_STARTS, ...BAD_ZONES, "2027-03-14", "2027-11-07", "2027-11-07T06:00:00Z"),
      fc.string({ maxLength: 12 }),
      fc.integer().map(String),
      fc.double().map(String),
    );
    const name = fc.constantFrom("date", "from", "start", "tz", "booked", "moved", "intent");
    const query = fc
      .array(fc.tuple(name, value), { maxLength: 4 })
      .map((pairs) => new URLSearchParams(pairs).toString());
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(PAGE, reschedule), query, async (path, search) => {
        expect(await get(`${path}?${search}`), `${path}?${search}`).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
    const field = fc.constantFrom("start", "timeZone", "intent", "name", "email");
    const form = fc
      .array(fc.tuple(field, value), { minLength: 1, maxLength: 4 })
      .map((pairs) => Object.fromEntries(pairs));
    await fc.assert(
      fc.asyncProperty(form, async (fields) => {
        expect(await status(await postBooking(confirmation, fields)), JSON.stringify(fields)).toBeLessThan(500);
        const moved = await postForm(http.app(), reschedule, fields, { origin: null });
        expect(await status(moved), JSON.stringify(fields)).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  }, 180_000);
});
