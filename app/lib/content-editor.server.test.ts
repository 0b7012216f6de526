import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdminUser } from "../../core/admin-users/create-admin-user";
import { hashSessionToken } from "../../core/auth/session-token";
import { adminSessions, auditLog, teamMembers, testimonials } from "../../db/schema";
import { DISPLAY_ORDER_MESSAGES } from "../../rules/content-fields";
import { IMAGE_MESSAGES } from "../../rules/images";
import { TEAM_MEMBER_MESSAGES } from "../../rules/team-member";
import { TESTIMONIAL_MESSAGES } from "../../rules/testimonial";
import { createApp } from "../../server/app";
import { loadEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import { addTeamMember, addTestimonial } from "../../tests/e2e/fixtures/content";
import { textRenamedPng } from "../../tests/setup/content-writes";
import { withTestDatabase } from "../../tests/setup/database";
import { loadServerBuild } from "../../tests/setup/server-build";

/**
 * The team and testimonial actions over HTTP, as a hand-made request (or a
 * browser without JavaScript) reaches them: same rules as the forms, nothing
 * changed when refused, audited when saved.
 */

const database = withTestDatabase();
const SITE = "http://localhost";
const owner = { email: "owner@example.com", password: "correct horse battery", name: "Olivia Owner" };

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadServerBuild());
}, 120_000);
afterAll(() => closeBuild?.());

const app = () =>
  createApp({
    database: database.handle(),
    config: loadEnv({ NODE_ENV: "production", SITE_URL: SITE }, {}),
    logger: createLogger("silent"),
    build,
  });

let session: { cookie: string; csrf: string };
beforeEach(async () => {
  await createAdminUser({ db: database.db(), account: owner });
  const response = await app().request("/admin/login", {
    method: "POST",
    headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: owner.email, password: owner.password }),
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const [row] = await database
    .db()
    .select()
    .from(adminSessions)
    .where(eq(adminSessions.id, hashSessionToken(cookie.split("=")[1] ?? "")));
  session = { cookie, csrf: row?.csrfToken ?? "" };
});

function post(path: string, fields: Record<string, string | Blob>) {
  const body = new FormData();
  body.set("csrf", session.csrf);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return app().request(path, { method: "POST", headers: { Cookie: session.cookie, Origin: SITE }, body });
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
    expect(decodeURIComponent(response.headers.get("set-cookie") ?? "")).toContain(TEAM_MEMBER_MESSAGES.created);
    const [saved] = await database.db().select().from(teamMembers);
    expect(saved).toMatchObject({ name: "Jordan Lee", displayOrder: 1 });
    const events = await database.db().select().from(auditLog).where(eq(auditLog.action, "create"));
    expect(events).toEqual([expect.objectContaining({ targetId: saved?.id, actorEmail: owner.email })]);
  });

  it("answer 404 for an edit of a member that is gone", async () => {
    const response = await post("/admin/team/00000000-0000-4000-8000-000000000000/edit", member);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(TEAM_MEMBER_MESSAGES.notFound);
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

  it("delete a testimonial from its edit address, and answer 404 once it is gone", async () => {
    const created = await addTestimonial(database.db(), { location: "coaching_step1", displayOrder: 1 });
    const path = `/admin/testimonials/${created.id}/edit`;
    const first = await post(path, { intent: "delete", returnTo: "/admin" });
    expect(first.status).toBe(302);
    expect(decodeURIComponent(first.headers.get("set-cookie") ?? "")).toContain(TESTIMONIAL_MESSAGES.deleted);
    expect(await database.db().select().from(testimonials)).toEqual([]);
    expect((await post(path, { intent: "delete" })).status).toBe(404);
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
