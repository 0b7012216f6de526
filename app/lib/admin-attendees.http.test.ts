import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatClassDate } from "#app/lib/format";
import { registerForClass } from "#core/registrations/register-for-class";
import { classRegistrations, outboxEmails } from "#db/schema";
import { classInstanceDeleteQuestion } from "#rules/class-instance";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addClassInstance, addClassType, today } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";

/** The owner's attendee list: counts on the scheduled classes tab, check-in, cancel, waitlist, CSV, email all. */

const database = withTestDatabase();
const SUPPORT = "hello@coach.example.com";
const http = withAdminHttp(database, { env: { SUPPORT_EMAIL: SUPPORT } });

async function classWithPeople() {
  const classType = await addClassType(database.db(), { title: "Debt Payoff Masterclass", slug: "debt-payoff" });
  const classDate = await addClassInstance(database.db(), classType.id, {
    capacity: 2,
    availableSpots: 2,
    registrationMode: "on_site",
  });
  for (const [first, email] of [
    ["Ana", "ana@example.org"],
    ["=Bob", "bob@example.org"],
    ["Cy", "cy@example.org"],
  ] as const) {
    const result = await registerForClass({
      db: database.db(),
      classInstanceId: classDate.id,
      input: { firstName: first, lastName: "Diaz", email },
      today: today(),
      mail: testMailSettings(),
      timeZone: "America/New_York",
    });
    if (!result.ok) throw new Error("not registered");
  }
  const rows = await database.db().select().from(classRegistrations).orderBy(asc(classRegistrations.queuedAt));
  return { classDate, ids: rows.map((row) => row.id) };
}

const act = (path: string, fields: Record<string, string>) =>
  http.postUrlEncoded(path, { csrf: http.session.csrf, js: "1", ...fields });

describe("the attendee list in the back office", () => {
  it("shows counts and people, checks in, refuses an overbooking move, cancels with the seat handed on", async () => {
    const { classDate, ids } = await classWithPeople();
    const [ana, bob, cy] = ids as [string, string, string];
    const tab = await (await http.app().request("/admin/class-instances", { headers: { Cookie: http.session.cookie } }))
      .text()
      .then((html) => html.replaceAll("<!-- -->", ""));
    expect(tab).toContain("2 of 2 places taken");
    expect(tab).toContain("Waitlist 1");
    // Its delete question counts them and says a delete does not tell them.
    const name = `Debt Payoff Masterclass on ${formatClassDate(classDate.date)}`;
    expect(tab).toContain(classInstanceDeleteQuestion(name, { confirmed: 2, waitlisted: 1 }));

    const path = `/admin/class-instances/${classDate.id}/attendees`;
    const page = await (await http.app().request(path, { headers: { Cookie: http.session.cookie } })).text();
    expect(page).toContain("ana@example.org");
    expect(page).toContain("Waitlisted");

    expect((await act(path, { intent: "check-in", id: ana })).status).toBe(200);
    const full = await act(path, { intent: "promote", id: cy });
    expect(full.status).toBe(409);
    expect(await full.text()).toContain("No seat is free");
    expect((await act(path, { intent: "cancel", id: bob })).status).toBe(200);
    const rows = await database.db().select().from(classRegistrations).orderBy(asc(classRegistrations.queuedAt));
    expect(rows.map((row) => row.status)).toEqual(["attended", "cancelled", "confirmed"]);
    expect((await act(path, { intent: "cancel", id: "nonsense" })).status).toBe(404);
  });

  it("exports the list as CSV and emails everyone holding a seat through the outbox", async () => {
    const { classDate } = await classWithPeople();
    const csv = await http
      .app()
      .request(`/admin/class-instances/${classDate.id}/attendees.csv`, { headers: { Cookie: http.session.cookie } });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .replaceAll('"', "")
      .split("\r\n");
    expect(lines[0]).toBe("First Name,Last Name,Email,Status,Registered At (America/New_York),Note");
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 4).join(","))).toEqual([
      "Ana,Diaz,ana@example.org,confirmed",
      "'=Bob,Diaz,bob@example.org,confirmed",
      "Cy,Diaz,cy@example.org,waitlisted",
    ]);
    expect((await http.app().request(`/admin/class-instances/${classDate.id}/attendees.csv`)).status).not.toBe(200);

    const path = `/admin/class-instances/${classDate.id}/attendees`;
    const empty = await act(path, { intent: "email-all", subject: "", body: "" });
    expect(empty.status).toBe(400);
    const before = (await database.db().select().from(outboxEmails)).length;
    const sent = await act(path, { intent: "email-all", subject: "Parking", body: "Use the north lot." });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Email queued for 2 attendees");
    const mails = (await database.db().select().from(outboxEmails)).slice(before);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(["ana@example.org", "bob@example.org"]);
    // Answers reach the business's support address from the settings, not the no-reply sender.
    expect(mails.map((mail) => mail.replyTo)).toEqual([SUPPORT, SUPPORT]);
  });
  it("writes registration times in the business's time zone and names the zone in the header", async () => {
    const { classDate, ids } = await classWithPeople();
    const [ana, bob] = ids as [string, string, string];
    // One registration in summer time and one in winter time: the clock moves by an hour between them.
    await database
      .db()
      .update(classRegistrations)
      .set({ createdAt: new Date("2026-07-01T16:30:00Z") })
      .where(eq(classRegistrations.id, ana));
    await database
      .db()
      .update(classRegistrations)
      .set({ createdAt: new Date("2026-01-15T16:30:00Z") })
      .where(eq(classRegistrations.id, bob));
    const rowsIn = async (zone: string) => {
      const response = await http
        .app({ env: { SITE_TIME_ZONE: zone } })
        .request(`/admin/class-instances/${classDate.id}/attendees.csv`, { headers: { Cookie: http.session.cookie } });
      return (await response.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .replaceAll('"', "")
        .split("\r\n")
        .slice(0, 3)
        .map((line) => line.split(",")[4]);
    };
    expect(await rowsIn("America/New_York")).toEqual([
      "Registered At (America/New_York)",
      "2026-07-01 12:30",
      "2026-01-15 11:30",
    ]);
    expect(await rowsIn("Europe/Berlin")).toEqual([
      "Registered At (Europe/Berlin)",
      "2026-07-01 18:30",
      "2026-01-15 17:30",
    ]);
  });
});
