import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { classTypes, teamMembers } from "#db/schema";
import { inactiveInstructorLabel } from "#rules/class-type";
import { TEAM_MEMBER_MESSAGES, teachesWarning } from "#rules/team-member";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addClassType, addTeamMember } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";

/** Deleting or deactivating an instructor, and a class type whose instructor is inactive, over HTTP. */

const database = withTestDatabase();
const http = withAdminHttp(database);
const { app, session } = http;

const post = (path: string, fields: Record<string, string>) => http.submit(path, fields, { multipart: true });
const page = async (path: string) => (await app().request(path, { headers: { Cookie: session.cookie } })).text();
/** React escapes quotes in text; compare with the text as the page holds it. */
const asHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

async function team() {
  const db = database.db();
  const jordan = await addTeamMember(db, { name: "Jordan Lee", displayOrder: 1 });
  const sam = await addTeamMember(db, { name: "Sam Park", displayOrder: 2 });
  await addClassType(db, { title: "Budget Basics", slug: "budget-basics", instructorId: jordan.id });
  return { jordan, sam };
}

describe("an instructor leaving, over HTTP", () => {
  it("the team list's delete question names the classes and offers another instructor", async () => {
    await team();
    for (const path of ["/admin/team"]) {
      const html = await page(path);
      expect(html).toContain(asHtml(teachesWarning("Jordan Lee", ["Budget Basics"], "delete")));
      expect(html).toContain(TEAM_MEMBER_MESSAGES.replacementLabel);
    }
  });

  it("deletes the member and hands the classes to the chosen one", async () => {
    const { jordan, sam } = await team();
    const response = await post(`/admin/team/${jordan.id}/edit`, {
      intent: "delete",
      replacementInstructorId: sam.id,
    });
    expect(response.status).toBe(302);
    const [classType] = await database.db().select().from(classTypes);
    expect(classType?.instructorId).toBe(sam.id);
    expect(await database.db().select().from(teamMembers)).toHaveLength(1);
  });

  it("refuses a delete whose chosen instructor is the member itself, with the message", async () => {
    const { jordan } = await team();
    const response = await post(`/admin/team/${jordan.id}/edit`, {
      intent: "delete",
      js: "1",
      replacementInstructorId: jordan.id,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(TEAM_MEMBER_MESSAGES.replacementInvalid);
    expect(await database.db().select().from(teamMembers)).toHaveLength(2);
  });

  it("the member form warns when the member is inactive and teaches, and hands the classes over on save", async () => {
    const { jordan, sam } = await team();
    const db = database.db();
    await db.update(teamMembers).set({ status: "inactive" });
    const html = await page(`/admin/team/${jordan.id}/edit`);
    expect(html).toContain(asHtml(teachesWarning("Jordan Lee", ["Budget Basics"], "deactivate")));
    const response = await post(`/admin/team/${jordan.id}/edit`, {
      name: "Jordan Lee",
      role: "Coach",
      bio: "Helps.",
      displayOrder: "1",
      status: "inactive",
      replacementInstructorId: sam.id,
    });
    expect(response.status).toBe(400);
    // Sam is inactive too now: refused, nothing handed over.
    expect(await response.text()).toContain(TEAM_MEMBER_MESSAGES.replacementInvalid);
    await db.update(teamMembers).set({ status: "active" });
    const accepted = await post(`/admin/team/${jordan.id}/edit`, {
      name: "Jordan Lee",
      role: "Coach",
      bio: "Helps.",
      displayOrder: "1",
      status: "inactive",
      replacementInstructorId: sam.id,
    });
    expect(accepted.status).toBe(302);
    const [classType] = await db.select().from(classTypes);
    expect(classType?.instructorId).toBe(sam.id);
  });

  it("the class type form keeps an inactive instructor selected, marked inactive", async () => {
    const { jordan } = await team();
    await database.db().update(teamMembers).set({ status: "inactive" }).where(eq(teamMembers.id, jordan.id));
    const [classType] = await database.db().select().from(classTypes);
    const html = await page(`/admin/class-types/${classType?.id}/edit`);
    expect(html).toContain(
      `<option value="${jordan.id}" selected="">${inactiveInstructorLabel("Jordan Lee")}</option>`,
    );
  });
});
