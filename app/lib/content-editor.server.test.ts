import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, teamMembers, testimonials } from "#db/schema";
import { DISPLAY_ORDER_MESSAGES } from "#rules/content-fields";
import { FAQ_MESSAGES } from "#rules/faq-question";
import { IMAGE_MESSAGES } from "#rules/images";
import { TEAM_MEMBER_MESSAGES } from "#rules/team-member";
import { TESTIMONIAL_MESSAGES } from "#rules/testimonial";
import { OWNER, withAdminHttp } from "#tests/setup/admin-http";
import { addTeamMember, addTestimonial } from "#tests/setup/content";
import { textRenamedPng } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";

/**
 * The team and testimonial actions over HTTP, as a hand-made request (or a
 * browser without JavaScript) reaches them: same rules as the forms, nothing
 * changed when refused, audited when saved.
 */

const database = withTestDatabase();
const http = withAdminHttp(database);
const { app, session } = http;

function post(path: string, fields: Record<string, string | Blob>) {
  return http.submit(path, fields, { multipart: true });
}

/** The toast a redirect carries in its signed cookie, as text. */
function toastOf(response: Response): string {
  const value = /admin_toast=([^.;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
  return Buffer.from(decodeURIComponent(value), "base64url").toString("utf8");
}

const member = { name: "Jordan Lee", role: "Coach", bio: "Helps.", displayOrder: "1", status: "active" };

describe("the content editors' actions", () => {
  it("refuse a crafted team member with the form's messages and change nothing", async () => {
    const response = await post("/admin/team/new", { ...member, bio: " ", displayOrder: "first" });
    expect(response.status).toBe(400);
    const html = await response.text();
    // Rendered in the page, not only in its data, so a browser without JavaScript shows them.
    expect(html).toMatch(/role="alert"[^>]*>Please fix the errors below</);
    expect(html).toMatch(new RegExp(`id="bio-error"[^>]*>${TEAM_MEMBER_MESSAGES.bioRequired}<`));
    expect(html).toMatch(new RegExp(`id="displayOrder-error"[^>]*>${DISPLAY_ORDER_MESSAGES.tooSmall}<`));
    expect(await database.db().select().from(teamMembers)).toEqual([]);
  });

  it("save a team member, audited with the admin's email, and send a plain form back with the toast", async () => {
    const response = await post("/admin/team/new", member);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/team");
    expect(await http.pageAfterRedirect(response)).toContain(TEAM_MEMBER_MESSAGES.created);
    const [saved] = await database.db().select().from(teamMembers);
    expect(saved).toMatchObject({ name: "Jordan Lee", displayOrder: 1 });
    const events = await database.db().select().from(auditLog).where(eq(auditLog.action, "create"));
    expect(events).toEqual([expect.objectContaining({ targetId: saved?.id, actorEmail: OWNER.email })]);
  });

  it("send a plain-form edit of a member that is gone back to the team list, which says it was not found", async () => {
    const response = await post("/admin/team/00000000-0000-4000-8000-000000000000/edit", member);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/team");
    expect(toastOf(response)).toContain(TEAM_MEMBER_MESSAGES.notFound);
    expect(await database.db().select().from(teamMembers)).toEqual([]);
  });

  it("send the edit page of a member, testimonial or question that is gone back to its list, which says it was not found", async () => {
    const gone = "00000000-0000-4000-8000-000000000000";
    const cases: [string, string, string][] = [
      [`/admin/team/${gone}/edit`, "/admin/team", TEAM_MEMBER_MESSAGES.notFound],
      [`/admin/testimonials/${gone}/edit`, "/admin/testimonials", TESTIMONIAL_MESSAGES.notFound],
      [`/admin/faq/${gone}/edit`, "/admin/faq", FAQ_MESSAGES.notFound],
    ];
    for (const [path, list, message] of cases) {
      const response = await app().request(path, { headers: { Cookie: session.cookie } });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(list);
      expect(toastOf(response)).toContain(message);
    }
  });

  it("move a member from a plain form, back to the list with the toast", async () => {
    const first = await addTeamMember(database.db(), { name: "Ana", displayOrder: 1 });
    const second = await addTeamMember(database.db(), { name: "Ben", displayOrder: 2 });
    const response = await post("/admin/team", { id: second.id, direction: "up", returnTo: "/admin/team?q=" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/team?q=");
    const orders = await database.db().select().from(teamMembers);
    expect(Object.fromEntries(orders.map((row) => [row.id, row.displayOrder]))).toEqual({
      [first.id]: 2,
      [second.id]: 1,
    });
  });

  it("delete a testimonial from its edit address, and say it is gone when deleted again", async () => {
    const created = await addTestimonial(database.db(), { location: "coaching_step1", displayOrder: 1 });
    const path = `/admin/testimonials/${created.id}/edit`;
    const first = await post(path, { intent: "delete", returnTo: "/admin" });
    expect(first.status).toBe(302);
    expect(await http.pageAfterRedirect(first)).toContain(TESTIMONIAL_MESSAGES.deleted);
    expect(await database.db().select().from(testimonials)).toEqual([]);
    const again = await post(path, { intent: "delete" });
    expect(again.headers.get("location")).toBe("/admin/testimonials");
    expect(toastOf(again)).toContain(TESTIMONIAL_MESSAGES.notFound);
  });

  it("refuse a testimonial whose photo is text renamed .png", async () => {
    const response = await post("/admin/testimonials/new", {
      name: "Sam",
      quote: "Calm.",
      location: "home_carousel",
      displayOrder: "1",
      status: "active",
      imageFile: textRenamedPng(),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(IMAGE_MESSAGES.notAnImage);
    expect(await database.db().select().from(testimonials)).toEqual([]);
  });
});
