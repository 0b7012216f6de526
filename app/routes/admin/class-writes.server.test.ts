import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminSessions, auditLog, classInstances, classTypes } from "#db/schema";
import { CLASS_INSTANCE_MESSAGES, classDateOverBookingMessage } from "#rules/class-instance";
import { CLASS_TYPE_MESSAGES } from "#rules/class-type";
import { OWNER, withAdminHttp } from "#tests/setup/admin-http";
import { insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { addClassInstance, addClassType, addTeamMember } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";

/** The class forms' actions over HTTP, as a hand-made request would reach them. */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });
const { app, session } = http;
const post = http.postMultipart;

describe(`class forms over HTTP on ${backend}`, () => {
  it("refuses a write without the session's CSRF token with 403, and changes nothing", async () => {
    const instructor = await addTeamMember(database.db());
    const fields = { title: "Budget", description: "D", instructorId: instructor.id, slug: "budget" };
    for (const token of ["", "csrf_made_up_by_the_client"]) {
      const response = await post("/admin/class-types/new", { ...fields, csrf: token });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("Invalid CSRF token");
    }
    expect(await database.db().select().from(classTypes)).toEqual([]);
  });

  it("saves a class type posted without JavaScript and goes back to the list with a toast", async () => {
    const instructor = await addTeamMember(database.db());
    const response = await post("/admin/class-types/new", {
      csrf: session.csrf,
      title: "Budget Basics",
      slug: "budget-basics",
      description: "Plan a month.",
      instructorId: instructor.id,
      category: "webinar",
      whatYouGet: "A plan",
      howToPay: "Pay at the door by cash or card.",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/class-types");
    expect(
      await database.db().select({ category: classTypes.category, howToPay: classTypes.howToPay }).from(classTypes),
    ).toEqual([{ category: "webinar", howToPay: "Pay at the door by cash or card." }]);
    const [admin] = await database.db().select({ id: adminSessions.adminUserId }).from(adminSessions);
    expect(await database.db().select().from(auditLog).where(eq(auditLog.action, "create"))).toEqual([
      expect.objectContaining({ targetType: "class_type", adminUserId: admin?.id, actorEmail: OWNER.email }),
    ]);
  });

  it("answers a hand-made request with the form's messages", async () => {
    const response = await post("/admin/class-types/new", {
      csrf: session.csrf,
      title: " ",
      howToPay: "x".repeat(1001),
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    for (const message of [
      CLASS_TYPE_MESSAGES.howToPayTooLong,
      CLASS_TYPE_MESSAGES.titleRequired,
      CLASS_TYPE_MESSAGES.descriptionRequired,
      CLASS_TYPE_MESSAGES.instructorRequired,
      CLASS_TYPE_MESSAGES.fixErrors,
    ])
      expect(page).toContain(message);

    const classType = await addClassType(database.db());
    const instance = await post("/admin/class-instances/new", {
      csrf: session.csrf,
      classTypeId: classType.id,
      date: "2000-01-01",
      time: "6 PM",
      location: "Online",
      price: "Free",
      capacity: "10",
      availableSpots: "11",
    });
    expect(instance.status).toBe(400);
    const instancePage = await instance.text();
    expect(instancePage).toContain(CLASS_INSTANCE_MESSAGES.datePast);
    expect(instancePage).toContain(CLASS_INSTANCE_MESSAGES.spotsAboveCapacity);

    const fractional = await post("/admin/class-instances/new", {
      csrf: session.csrf,
      classTypeId: classType.id,
      date: "2099-01-01",
      time: "6 PM",
      location: "Online",
      price: "Free",
      capacity: "2.5",
      availableSpots: "2",
    });
    expect(fractional.status).toBe(400);
    const fractionalPage = await fractional.text();
    expect(fractionalPage).toContain(CLASS_INSTANCE_MESSAGES.capacityWhole);
    expect(fractionalPage).not.toContain(CLASS_INSTANCE_MESSAGES.capacityPositive);
    expect(await database.db().select().from(classInstances)).toEqual([]);
  });

  it("sends the edit page of a class type or instance that does not exist back to its list, which says it was not found", async () => {
    const cases: [string, string, string][] = [
      [
        "/admin/class-types/00000000-0000-4000-8000-000000000000/edit",
        "/admin/class-types",
        CLASS_TYPE_MESSAGES.notFound,
      ],
      ["/admin/class-instances/not-an-id/edit", "/admin/class-instances", CLASS_INSTANCE_MESSAGES.notFound],
    ];
    for (const [path, list, message] of cases) {
      const response = await app().request(path, { headers: { Cookie: session.cookie } });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(list);
      expect(await http.pageAfterRedirect(response)).toContain(message);
    }
  });

  it("dates the class types tab's rows where the business is, not where the server runs", async () => {
    const instructor = await addTeamMember(database.db());
    await addClassType(database.db(), {
      instructorId: instructor.id,
      updatedAt: new Date("2026-01-01T03:00:00Z"),
    });
    const tab = await app({ env: { SITE_TIME_ZONE: "America/New_York" } }).request("/admin/class-types", {
      headers: { Cookie: session.cookie },
    });
    const html = await tab.text();
    expect(html).toContain("Dec 31, 2025");
    expect(html).not.toContain("Jan 1, 2026");
  });

  it("refuses to delete a class type that has scheduled classes", async () => {
    const classType = await addClassType(database.db());
    await addClassInstance(database.db(), classType.id);
    const response = await post(`/admin/class-types/${classType.id}/edit`, {
      csrf: session.csrf,
      intent: "delete",
      js: "1",
    });
    expect(response.status).toBe(409);
    expect(await database.db().select().from(classTypes)).toHaveLength(1);
  });

  it("shows the class date editor why a date published over a booked session is refused, and keeps what was typed", async () => {
    const classType = await addClassType(database.db());
    const sessionType = await insertSessionType(database.db(), {
      name: "Free consultation",
      durationMinutes: 30,
      minNoticeMinutes: 0,
    });
    await insertBooking(database.db(), sessionType, new Date("2099-01-01T18:30:00Z"), {
      name: "Priya Shah",
      email: "priya@example.com",
      visitorTimeZone: "Asia/Kolkata",
    });
    const fields = {
      csrf: session.csrf,
      classTypeId: classType.id,
      date: "2099-01-01",
      location: "Room by the river",
      price: "Free",
      capacity: "10",
      availableSpots: "10",
      status: "active",
    };
    const refused = await post("/admin/class-instances/new", { ...fields, time: "6 PM" });
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain(classDateOverBookingMessage(new Date("2099-01-01T18:30:00Z"), "UTC"));
    expect(page).toContain("Room by the river");
    expect(await database.db().select().from(classInstances)).toEqual([]);

    const accepted = await post("/admin/class-instances/new", { ...fields, time: "10 AM" });
    expect(accepted.status).toBe(302);
    expect(await database.db().select().from(classInstances)).toHaveLength(1);
  });
});
