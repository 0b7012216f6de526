import { eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { formatClassDate } from "#app/lib/format";
import { deleteClassInstance } from "#core/classes/delete-class-instance";
import { deleteClassType } from "#core/classes/delete-class-type";
import { registerForClass } from "#core/registrations/register-for-class";
import { restoreTrashItem } from "#core/trash/restore-trash-item";
import { classInstances, classRegistrations } from "#db/schema";
import { REGISTRATION_MESSAGES } from "#rules/class-registration-texts";
import { SITE, withAdminHttp } from "#tests/setup/admin-http";
import { addClassInstance, addClassType, today } from "#tests/setup/content";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";
import { withMailDelivery } from "#tests/setup/mail-delivery";
import { testMailSettings } from "#tests/setup/mail-settings";
import { countedConversions, testVisitCounter } from "#tests/setup/visits";

/** Registering for a workshop as a visitor without JavaScript: the form, the email at a real SMTP server, its calendar file and its cancellation link. */

const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false });
const TIME_ZONE = "America/New_York";
const SUPPORT = "hello@coach.example.com";
const delivery = withMailDelivery(database, { env: { SITE_TIME_ZONE: TIME_ZONE, SUPPORT_EMAIL: SUPPORT } });

const app = () => http.app({ env: delivery.env });

/** The signed start time the form carries, as a visitor's browser would send it back. */
async function formStart(path: string): Promise<string> {
  const html = await (await app().request(path)).text();
  return /name="startedAt" value="([^"]+)"/.exec(html)?.[1] ?? "";
}

async function formStartAfterTyping(path: string): Promise<string> {
  const startedAt = await formStart(path);
  await new Promise((resolve) => setTimeout(resolve, 2100));
  return startedAt;
}

/** The visitor's form as posted here: url-encoded, without an Origin header. */
const post = (path: string, fields: Record<string, string>) => postForm(app(), path, fields, { origin: null });

/** The second Sunday of March next year: clocks in New York go forward that night. */
function nextSpringForward(): string {
  const year = new Date().getUTCFullYear() + 1;
  const firstOfMarch = new Date(Date.UTC(year, 2, 1)).getUTCDay();
  const day = 1 + ((7 - firstOfMarch) % 7) + 7;
  return `${year}-03-${String(day).padStart(2, "0")}`;
}

function dayBefore(date: string): string {
  const moved = new Date(`${date}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() - 1);
  return moved.toISOString().slice(0, 10);
}

function onlyEvent(text: string): VEvent {
  const events = Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === "VEVENT") as VEvent[];
  expect(events).toHaveLength(1);
  return events[0] as VEvent;
}

function newYorkClock(instant: Date): string {
  return instant.toLocaleString("en-US", { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit" });
}

describe("registering for a workshop on the site", () => {
  it("takes a seat from a plain form post, emails a confirmation with a calendar file, and the emailed link cancels it", async () => {
    const classType = await addClassType(database.db(), {
      title: "Debt Payoff Masterclass",
      slug: "debt-payoff",
      howToPay: "Pay at the door by cash or card.",
    });
    const classDate = await addClassInstance(database.db(), classType.id, {
      capacity: 3,
      availableSpots: 3,
      registrationMode: "on_site",
      time: "6:30 PM ET",
      location: "Community Library, Room 2",
      price: "$49",
    });
    const page = `/classes/debt-payoff/${classDate.id}/register`;
    expect(await (await app().request("/classes/debt-payoff")).text()).toContain(page);
    expect(await (await app().request(page)).text()).toContain("3 spots left");

    const refused = await post(page, { firstName: "", lastName: "Lee", email: "sam@example.org", startedAt: "1" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("First name is required");

    const fields = {
      firstName: "Sam",
      lastName: "Lee",
      email: "sam@example.org",
      note: "",
      startedAt: await formStartAfterTyping(page),
    };
    const visits = testVisitCounter(database.db(), TIME_ZONE);
    const response = await postForm(http.app({ env: delivery.env, visits }), page, fields, { origin: null });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${page}?registered=confirmed`);
    // Counted as a registration, the site's own event (decision 069).
    await visits.stop();
    expect(await countedConversions(database.db())).toEqual([{ kind: "registration", count: 1 }]);
    const after = await (await app().request(`${page}?registered=confirmed`)).text();
    expect(after).toContain("You&#x27;re registered!");
    expect(after).toContain("2 spots left");

    const twice = await post(page, { ...fields, email: "SAM@example.org" });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("This email address is already registered for this class date");

    const [mail] = await delivery.sink.waitFor((mails) => mails.length === 1);
    expect(mail?.envelopeTo).toEqual(["sam@example.org"]);
    // "Just reply" reaches the business, not the no-reply sender.
    expect(mail?.parsed.from?.text).toContain("no-reply@");
    expect(mail?.parsed.replyTo?.value.map((address) => address.address)).toEqual([SUPPORT]);
    const text = mail?.parsed.text ?? "";
    expect(text).toContain("Where: Community Library, Room 2");
    expect(text).toContain("Price: $49");
    expect(text).toContain("How to pay: Pay at the door by cash or card.");
    expect(mail?.parsed.html).toContain("Pay at the door by cash or card.");
    expect(text).toMatch(/When: .*6:30 PM [A-Z]{3}/);
    const attachment = mail?.parsed.attachments.find((file) => file.filename === "class.ics");
    const calendarText = attachment?.content.toString("utf8") ?? "";
    expect(calendarText).toContain("METHOD:REQUEST");
    const event = onlyEvent(calendarText);
    // An invitation names its organizer (RFC 5546): the business, at the support address.
    const organizer = event.organizer as unknown as { params: { CN: string }; val: string };
    expect(organizer.val.toLowerCase()).toBe(`mailto:${SUPPORT}`);
    expect(organizer.params.CN).toBeTruthy();
    const attendee = event.attendee as unknown as { params: { PARTSTAT: string; RSVP: string }; val: string };
    expect(attendee.val.toLowerCase()).toBe("mailto:sam@example.org");
    expect(attendee.params.PARTSTAT).toBe("ACCEPTED");
    expect(newYorkClock(event.start)).toBe("6:30 PM");
    expect((event.end as Date).getTime() - event.start.getTime()).toBe(120 * 60_000);
    expect(event.location).toBe("Community Library, Room 2");

    const cancelUrl = /https?:\/\/\S+\/registration\/cancel\?token=\w+/.exec(text)?.[0] ?? "";
    const cancelPath = new URL(cancelUrl).pathname + new URL(cancelUrl).search;
    const confirmPage = await app().request(cancelPath);
    expect(await confirmPage.text()).toContain("Cancel my registration");
    // Opening the link alone changes nothing.
    const [stillThere] = await database.db().select().from(classRegistrations);
    expect(stillThere?.status).toBe("confirmed");
    const cancelled = await post(cancelPath, { token: new URL(cancelUrl).searchParams.get("token") ?? "" });
    expect(await cancelled.text()).toContain("Your registration is cancelled");
    expect(await (await app().request(page)).text()).toContain("3 spots left");
  });

  it("labels each field of the registration form once, the optional note as optional", async () => {
    const classType = await addClassType(database.db(), { slug: "budget-basics" });
    const classDate = await addClassInstance(database.db(), classType.id, { registrationMode: "on_site" });
    const html = await (await app().request(`/classes/budget-basics/${classDate.id}/register`)).text();
    const labels = [...html.matchAll(/<label[^>]*for="[^"]*"[^>]*>(.*?)<\/label>/gs)].map((match) =>
      (match[1] ?? "")
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    );
    expect(labels).toContain("Note (optional)");
    expect(labels.filter((label) => label.includes("(optional) (optional)"))).toEqual([]);
  });

  it("a full date says Fully booked and offers the waitlist instead of Register", async () => {
    const classType = await addClassType(database.db(), { slug: "budget-basics" });
    const classDate = await addClassInstance(database.db(), classType.id, {
      capacity: 1,
      availableSpots: 0,
      registrationMode: "on_site",
    });
    const events = await (await app().request("/events")).text();
    expect(events).toContain("Fully booked");
    expect(events).toContain("Join the waitlist");
    const page = `/classes/budget-basics/${classDate.id}/register`;
    const startedAt = await formStart(page);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await post(page, { firstName: "Kim", lastName: "Ong", email: "kim@example.org", startedAt });
    expect(response.headers.get("location")).toBe(`${page}?registered=waitlisted`);
  });

  it("the sidebar's Register Now goes to the next date with seats; with every date full, to the waitlist or Fully booked", async () => {
    const classType = await addClassType(database.db(), { slug: "budget-basics" });
    const full = await addClassInstance(database.db(), classType.id, {
      daysFromToday: 3,
      capacity: 1,
      availableSpots: 0,
      registrationMode: "on_site",
    });
    const open = await addClassInstance(database.db(), classType.id, {
      daysFromToday: 10,
      capacity: 5,
      availableSpots: 2,
      registrationMode: "on_site",
    });
    const sidebar = async () => {
      const html = await (await app().request("/classes/budget-basics")).text();
      return /<aside[^>]*aria-label="Next class"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? "";
    };
    const withSeats = await sidebar();
    expect(withSeats).toContain(`href="/classes/budget-basics/${open.id}/register"`);
    expect(withSeats).toContain("Register Now");

    await database.db().delete(classInstances).where(eq(classInstances.id, open.id));
    const waitlist = await sidebar();
    expect(waitlist).toContain(`href="/classes/budget-basics/${full.id}/register"`);
    expect(waitlist).toContain("Join the waitlist");
    expect(waitlist).not.toContain("Register Now");

    await database
      .db()
      .update(classInstances)
      .set({ registrationMode: "external", registrationUrl: "https://register.example.com/budget" })
      .where(eq(classInstances.id, full.id));
    const bookedElsewhere = await sidebar();
    expect(bookedElsewhere).toContain("Fully booked");
    expect(bookedElsewhere).not.toContain("register.example.com");
    expect(bookedElsewhere).not.toContain("Register Now");
  });

  it("Add to calendar gives each date's local time on both sides of a daylight-saving change", async () => {
    const classType = await addClassType(database.db(), { title: "Budget Basics", slug: "budget-basics" });
    const change = nextSpringForward();
    const before = await addClassInstance(database.db(), classType.id, { date: dayBefore(change), time: "6:30 PM" });
    const after = await addClassInstance(database.db(), classType.id, { date: change, time: "6:30 PM" });
    const classPage = await (await app().request("/classes/budget-basics")).text();
    expect(classPage).toContain(`/classes/budget-basics/${before.id}.ics`);

    const starts: Date[] = [];
    for (const classDate of [before, after]) {
      const response = await app().request(`/classes/budget-basics/${classDate.id}.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/calendar");
      const event = onlyEvent(await response.text());
      expect(newYorkClock(event.start)).toBe("6:30 PM");
      expect(newYorkClock(event.end as Date)).toBe("8:30 PM");
      expect(event.uid).toContain(classDate.id);
      expect(JSON.stringify(event.url)).toContain(`${SITE}/classes/budget-basics`);
      starts.push(event.start);
    }
    // Same wall-clock time, but one hour fewer between them than a whole day.
    expect((starts[1]?.getTime() ?? 0) - (starts[0]?.getTime() ?? 0)).toBe(23 * 60 * 60_000);
    expect((await app().request(`/classes/budget-basics/${before.id}`)).status).toBe(404);
    expect((await app().request("/classes/budget-basics/not-an-id.ics")).status).toBe(404);
  });
});

describe("a cancellation link whose class date was deleted", () => {
  /** Text as React writes it into the page. */
  const inPage = (text: string) => text.replaceAll("'", "&#x27;");

  it("says kindly that the date was taken off the schedule (410), and works again once the date is restored", async () => {
    const db = database.db();
    const classType = await addClassType(db, { title: "Debt Payoff Masterclass", slug: "debt-payoff" });
    const classDate = await addClassInstance(db, classType.id, {
      capacity: 3,
      availableSpots: 3,
      registrationMode: "on_site",
      time: "6:30 PM ET",
    });
    const registered = await registerForClass({
      db,
      classInstanceId: classDate.id,
      input: { firstName: "Sam", lastName: "Lee", email: "sam@example.org" },
      today: today(),
      mail: testMailSettings(),
      timeZone: TIME_ZONE,
    });
    expect(registered.ok).toBe(true);
    const [registration] = await db.select().from(classRegistrations);
    const token = registration?.cancelToken ?? "";
    const link = `/registration/cancel?token=${token}`;

    const deleted = await deleteClassInstance({ db, id: classDate.id, actor: testActor });
    if (!deleted.ok) throw new Error("the class date was not deleted");
    const removed = REGISTRATION_MESSAGES.cancelDateRemoved(
      `Debt Payoff Masterclass on ${formatClassDate(classDate.date)} at 6:30 PM ET`,
    );

    const page = await app().request(link);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain(inPage(removed));
    expect(html).toContain(`href="/contact"`);
    expect(html).not.toContain(REGISTRATION_MESSAGES.cancelInvalid);
    // A page opened before the delete, its button pressed after it.
    const pressed = await post(link, { token });
    expect(pressed.status).toBe(410);
    expect(await pressed.text()).toContain(inPage(removed));

    // A link that was never valid still says so.
    const unknown = await app().request(`/registration/cancel?token=${"0".repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(REGISTRATION_MESSAGES.cancelInvalid);

    // Its class type deleted too: the page still names it.
    const typeDeleted = await deleteClassType({ db, id: classType.id, actor: testActor });
    if (!typeDeleted.ok) throw new Error("the class type was not deleted");
    expect(await (await app().request(link)).text()).toContain(inPage(removed));

    expect((await restoreTrashItem({ db, id: typeDeleted.trashId, actor: testActor })).ok).toBe(true);
    expect((await restoreTrashItem({ db, id: deleted.trashId, actor: testActor })).ok).toBe(true);
    const back = await app().request(link);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain(REGISTRATION_MESSAGES.cancelButton);
    const cancelled = await post(link, { token });
    expect(await cancelled.text()).toContain(REGISTRATION_MESSAGES.cancelled);
    expect((await db.select().from(classRegistrations))[0]?.status).toBe("cancelled");
  });
});
