import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookSession } from "#core/bookings/book-session";
import { listOpenSlots } from "#core/bookings/list-open-slots";
import { bookingSettings, bookings, bookingWaitlist, sessionTypes } from "#db/schema";
import { BOOKING_MESSAGES } from "#rules/booking";
import type { WeeklyRange } from "#rules/booking-data";
import { withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";
import { formFieldsOf } from "#tests/setup/html-form";
import { testMailSettings } from "#tests/setup/mail-settings";
import { countedConversions, testVisitCounter } from "#tests/setup/visits";

/** A visitor books, moves and cancels a session through plain links and forms, without JavaScript. */

const database = withTestDatabase();
const TIME_ZONE = "America/New_York";
const http = withAdminHttp(database, { signedIn: false, env: { SITE_TIME_ZONE: TIME_ZONE } });
const app = () => http.app();
const PAGE = "/book/free-consultation";

const everyDay: WeeklyRange[] = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
  weekday,
  start: "09:00",
  end: "17:00",
}));

async function setUp(
  type: Partial<typeof sessionTypes.$inferInsert> = {},
  settings: { cap?: number; cutoff?: number } = {},
) {
  const db = database.db();
  await db.insert(bookingSettings).values({
    id: 1,
    weeklyHours: everyDay,
    newClientCap: settings.cap ?? null,
    changeCutoffMinutes: settings.cutoff ?? 1440,
  });
  const [row] = await db
    .insert(sessionTypes)
    .values({
      name: "Free consultation",
      slug: "free-consultation",
      durationMinutes: 30,
      minNoticeMinutes: 1440,
      maxDaysAhead: 40,
      status: "active",
      intakeQuestions: [
        { id: "goal", label: "What would you like help with?", kind: "long_text", required: true, choices: [] },
        { id: "topic", label: "Which topic?", kind: "choice", required: false, choices: ["Debt", "Saving"] },
      ],
      ...type,
    })
    .returning();
  return row as typeof sessionTypes.$inferSelect;
}

const decode = (text: string) => text.replaceAll("&amp;", "&");

/** The addresses of the links in `html` whose address starts with `prefix`, in page order. */
function linksTo(html: string, prefix: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"/g)]
    .map((match) => decode(match[1] ?? ""))
    .filter((href) => href.startsWith(prefix));
}

async function page(path: string): Promise<{ response: Response; html: string }> {
  const response = await app().request(path);
  return { response, html: await response.text() };
}

/** The first open time, as its link on the page, reached through the first day's link. */
async function firstTimeLink(path = PAGE): Promise<string> {
  const { html } = await page(path);
  const day = linksTo(html, `${path}?`).find((href) => href.includes("date=") && !href.includes("start="));
  expect(day).toBeTruthy();
  const { html: dayHtml } = await page(day as string);
  const time = linksTo(dayHtml, `${path}?`).find((href) => href.includes("start="));
  expect(time).toBeTruthy();
  return time as string;
}

const post = (path: string, fields: Record<string, string> | [string, string][]) =>
  postForm(app(), path, fields, { origin: null });

async function openSlots(type: typeof sessionTypes.$inferSelect) {
  return (await listOpenSlots({ db: database.db(), sessionType: type, timeZone: TIME_ZONE, days: 40 })).slots;
}

function bookDirectly(start: number, email = "ana@example.com") {
  return bookSession({
    db: database.db(),
    slug: "free-consultation",
    input: { name: "Ana", email, start, timeZone: "Asia/Kolkata", "answer-goal": "Debt" },
    timeZone: TIME_ZONE,
    mail: testMailSettings(),
  });
}

function withField(fields: [string, string][], name: string, value: string): [string, string][] {
  const kept = fields.filter(([field]) => field !== name);
  return [...kept, [name, value]];
}

describe("booking a session on the site", () => {
  it("books through links and a plain form, after the visitor confirms a quick post, and shows the booking", async () => {
    await setUp();
    const { response, html } = await page(PAGE);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(html).toMatch(/Times are shown in Eastern (Standard|Daylight) Time \(America\/New_York\)/);
    expect(html).toContain('name="tz"');

    const time = await firstTimeLink();
    const start = new URL(time, "http://x").searchParams.get("start") ?? "";
    const { html: formHtml } = await page(time);
    expect(formHtml).toContain("Confirm booking");
    let fields = formFieldsOf(formHtml, "start");
    expect(fields).toContainEqual(["start", start]);
    fields = withField(fields, "name", "Ana Diaz");
    fields = withField(fields, "email", "ana@example.com");
    fields = withField(fields, "answer-goal", "Paying off my card");
    fields = withField(fields, "answer-topic", "Debt");

    // Sent at once, as a script without a person would: asked to confirm, nothing booked, the answers kept.
    const asked = await post(time, fields);
    const askedHtml = await asked.text();
    expect(askedHtml).toContain("Please confirm you want to send this.");
    expect(askedHtml).toContain("Paying off my card");
    expect(await database.db().select().from(bookings)).toHaveLength(0);

    const visits = testVisitCounter(database.db(), TIME_ZONE);
    const confirmed = await postForm(http.app({ visits }), time, formFieldsOf(askedHtml, "start"), { origin: null });
    expect(confirmed.status).toBe(303);
    // Counted as a booking, the site's own event (decision 069).
    await visits.stop();
    expect(await countedConversions(database.db())).toEqual([{ kind: "booking", count: 1 }]);
    const location = confirmed.headers.get("location") ?? "";
    expect(location).toMatch(/^\/bookings\/[0-9a-f]{64}\?booked=1$/);
    const [row] = await database.db().select().from(bookings);
    expect(row).toMatchObject({ name: "Ana Diaz", email: "ana@example.com", status: "confirmed" });
    expect(row?.startsAt.toISOString()).toBe(new Date(start).toISOString());
    expect(row?.answers.map((answer) => answer.answer)).toEqual(["Paying off my card", "Debt"]);

    const manage = await page(location);
    expect(manage.response.status).toBe(200);
    expect(manage.response.headers.get("cache-control")).toBe("no-store");
    expect(manage.response.headers.get("x-robots-tag")).toBe("noindex");
    expect(manage.html).toContain("You&#x27;re booked");
    expect(manage.html).toContain("Free consultation");
    expect(manage.html).toContain("Confirmed");
    expect(manage.html).toContain(`${location.split("?")[0]}/cancel`);
    expect(manage.html).toContain(`${location.split("?")[0]}/reschedule`);
  });

  it("shows a refused form again with each field's message and everything typed", async () => {
    await setUp();
    const time = await firstTimeLink();
    const { html } = await page(time);
    let fields = formFieldsOf(html, "start");
    fields = withField(fields, "name", "");
    fields = withField(fields, "email", "ana@example");
    fields = withField(fields, "answer-goal", "Saving for a house");
    fields = withField(fields, "answer-topic", "Saving");
    const refused = await post(time, fields);
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toContain(BOOKING_MESSAGES.nameRequired);
    expect(text).toContain('value="ana@example"');
    expect(text).toContain("Saving for a house");
    expect(text.match(/<input[^>]*value="Saving"[^>]*>/)?.[0]).toContain('checked=""');
    expect(await database.db().select().from(bookings)).toHaveLength(0);
  });

  it("answers a time taken meanwhile with the message and the next free times as links", async () => {
    const type = await setUp();
    const time = await firstTimeLink();
    const { html } = await page(time);
    const start = Date.parse(new URL(time, "http://x").searchParams.get("start") ?? "");
    expect(await bookDirectly(start, "ben@example.com")).toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    let fields = formFieldsOf(html, "start");
    fields = withField(fields, "name", "Ana");
    fields = withField(fields, "email", "ana@example.com");
    fields = withField(fields, "answer-goal", "Debt");
    const taken = await post(time, fields);
    expect(taken.status).toBe(409);
    const text = decode(await taken.text());
    expect(text).toContain(BOOKING_MESSAGES.taken.replaceAll("'", "&#x27;"));
    const [next] = await openSlots(type);
    expect(linksTo(text, `${PAGE}?`)).toContainEqual(
      expect.stringContaining(encodeURIComponent(new Date(next?.start ?? 0).toISOString())),
    );
    expect(await database.db().select().from(bookings)).toHaveLength(1);
  });

  it("says when a full month opens again and puts a visitor on the waiting list once", async () => {
    const type = await setUp({ countsTowardCap: true }, { cap: 1 });
    const [first] = await openSlots(type);
    expect(await bookDirectly(first?.start ?? 0)).toMatchObject({ ok: true });
    const { html } = await page(PAGE);
    expect(html).toContain("This month&#x27;s places for new clients are taken. The next opening is from");
    expect(html).toMatch(/The next opening is from \w+ 1, \d{4} \(about \d+ days?\)/);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const fields = withField(
      withField(
        formFieldsOf(html, "intent").filter(([name]) => name !== "intent"),
        "intent",
        "waitlist",
      ),
      "name",
      "Cleo",
    );
    const joined = await post(PAGE, withField(fields, "email", "cleo@example.com"));
    expect(await joined.text()).toContain("We&#x27;ll email you when a place opens.");
    const again = await post(PAGE, withField(fields, "email", "CLEO@example.com"));
    expect(await again.text()).toContain("You&#x27;re on the waiting list already");
    expect(await database.db().select().from(bookingWaitlist)).toHaveLength(1);
  });

  it("cancels only by the cancel page's button: opening the link changes nothing", async () => {
    const type = await setUp();
    const [slot] = await openSlots(type);
    const booked = await bookDirectly(slot?.start ?? 0);
    if (!booked.ok) throw new Error("not booked");
    const path = `/bookings/${booked.booking.manageToken}/cancel`;
    const opened = await page(path);
    expect(opened.response.status).toBe(200);
    expect(opened.response.headers.get("cache-control")).toBe("no-store");
    expect(opened.response.headers.get("x-robots-tag")).toBe("noindex");
    expect(opened.html).toContain("Cancel booking");
    const [still] = await database.db().select().from(bookings);
    expect(still?.status).toBe("confirmed");
    const cancelled = await post(path, {});
    expect(await cancelled.text()).toContain("Your booking is cancelled.");
    const [row] = await database.db().select().from(bookings);
    expect(row?.status).toBe("cancelled");
    expect(row?.cancelledBy).toBe("visitor");
  });

  it("moves a booking to a time chosen on the reschedule page, shown in the zone she booked in", async () => {
    const type = await setUp();
    const [slot, , later] = await openSlots(type);
    const booked = await bookDirectly(slot?.start ?? 0);
    if (!booked.ok) throw new Error("not booked");
    const path = `/bookings/${booked.booking.manageToken}/reschedule`;
    const { html } = await page(path);
    expect(html).toContain("India Standard Time (Asia/Kolkata)");
    const target = new Date(later?.start ?? 0).toISOString();
    const choose = linksTo(html, `${path}?`).find((href) => href.includes("date="));
    expect(choose).toBeTruthy();
    const chosen = await page(
      `${path}?tz=Asia%2FKolkata&start=${encodeURIComponent(target)}&date=${new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(later?.start)}`,
    );
    expect(chosen.html).toContain("Move my booking to");
    const moved = await post(path, { start: target });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`/bookings/${booked.booking.manageToken}?moved=1`);
    const [row] = await database.db().select().from(bookings).where(eq(bookings.id, booked.booking.id));
    expect(row?.startsAt.toISOString()).toBe(target);
    expect((await page(moved.headers.get("location") ?? "")).html).toContain("Your booking is moved to");
  });

  it("refuses changes within the cut-off and says until when they were possible", async () => {
    const type = await setUp({}, { cutoff: 43200 });
    const [slot] = await openSlots(type);
    const booked = await bookDirectly(slot?.start ?? 0);
    if (!booked.ok) throw new Error("not booked");
    const manage = await page(`/bookings/${booked.booking.manageToken}`);
    const message = "Changes are possible until 720 hours before the start. Please reply to your confirmation email.";
    expect(manage.html).toContain(message);
    expect(manage.html).not.toContain("/cancel");
    const refused = await post(`/bookings/${booked.booking.manageToken}/cancel`, {});
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(message);
    const movedRefused = await post(`/bookings/${booked.booking.manageToken}/reschedule`, {
      start: new Date(slot?.start ?? 0).toISOString(),
    });
    expect(movedRefused.status).toBe(409);
    const [row] = await database.db().select().from(bookings);
    expect(row?.status).toBe("confirmed");
  });

  it("tells a visitor whose type needs the owner's approval that her request is in, without the place yet", async () => {
    const type = await setUp({ confirmation: "approval", locationDetail: "https://video.example.com/room" });
    const [slot] = await openSlots(type);
    const booked = await bookDirectly(slot?.start ?? 0);
    if (!booked.ok) throw new Error("not booked");
    const { html } = await page(`/bookings/${booked.booking.manageToken}?booked=1`);
    expect(html).toMatch(/Your request is in: .+ will confirm it by email\./);
    expect(html).toContain("Waiting for the owner&#x27;s confirmation");
    expect(html).toContain("India Standard Time");
    expect(html).not.toContain("https://video.example.com/room");
  });

  it("answers an unknown booking link and an unknown or draft session with 404", async () => {
    await setUp({ slug: "draft-session", status: "draft" });
    for (const path of [`/bookings/${"a".repeat(64)}`, "/bookings/nope/cancel", "/bookings/nope/reschedule"]) {
      const { response, html } = await page(path);
      expect(response.status).toBe(404);
      expect(html).toContain(BOOKING_MESSAGES.unknownLink);
    }
    expect((await post("/bookings/nope/cancel", {})).status).toBe(404);
    expect((await page("/book/draft-session")).response.status).toBe(404);
    expect((await page("/book/nothing-here")).response.status).toBe(404);
  });
});
