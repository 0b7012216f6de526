import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { classTypes, teamMembers, trashItems } from "#db/schema";
import { AUDIT_ACTION_LABELS } from "#rules/audit";
import { CLASS_TYPE_MESSAGES } from "#rules/class-type";
import { TEAM_MEMBER_MESSAGES } from "#rules/team-member";
import { TRASH_MESSAGES } from "#rules/trash";
import { createLogger } from "#server/logger";
import { createPageCache } from "#server/page-cache";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addClassInstance, addClassType, addTeamMember } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";

/** Deleting, undoing and emptying the trash over HTTP, in process, and what visitors see meanwhile. */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });
const { session } = http;

/** A message as it appears in a `.data` answer: quotes escaped. */
const inAnswer = (message: string) => JSON.stringify(message).slice(1, -1);

/** Posts as the page's fetchers do (`.data`), or as a plain form when `js` is empty. */
function post(path: string, fields: Record<string, string>, site = http.app()) {
  const target = fields.js === "" ? path : `${path}.data`;
  return http.submit(target, { js: "1", ...fields }, { site });
}

/** Deletes through the row's edit page; the answer names the trash item its toast can restore. */
async function deleteAnswer(path: string, site = http.app()): Promise<{ body: string; undo: string }> {
  const response = await post(path, { intent: "delete" }, site);
  expect(response.status).toBe(200);
  const body = await response.text();
  const [item] = await database.db().select().from(trashItems).orderBy(desc(trashItems.deletedAt)).limit(1);
  expect(body).toContain(item?.id);
  return { body, undo: item?.id ?? "" };
}

describe("the trash over HTTP", () => {
  it("hides a deleted class type from its page and the sitemap (cached pages too), and Undo brings it back", async () => {
    const db = database.db();
    const budget = await addClassType(db, { title: "Budget Basics", slug: "budget-basics" });
    const pageCache = createPageCache({ db, logger: createLogger("silent"), timeZone: () => "UTC" });
    const site = http.app({ pageCache });
    try {
      expect((await site.request("/classes/budget-basics")).status).toBe(200);
      expect(await (await site.request("/sitemap.xml")).text()).toContain("/classes/budget-basics");

      const answer = await deleteAnswer(`/admin/class-types/${budget.id}/edit`, site);
      expect(answer.body).toContain(CLASS_TYPE_MESSAGES.deleted);
      expect((await site.request("/classes/budget-basics")).status).toBe(404);
      expect(await (await site.request("/sitemap.xml")).text()).not.toContain("/classes/budget-basics");

      const trash = await site.request("/admin/trash", { headers: { Cookie: session.cookie } });
      const html = await trash.text();
      expect(html).toContain("Budget Basics");
      expect(html).toContain("owner@example.com");

      const restore = await post("/admin/trash", { intent: "restore", id: answer.undo }, site);
      expect(restore.status).toBe(200);
      expect(await restore.text()).toContain(inAnswer(TRASH_MESSAGES.restored("Budget Basics")));
      expect((await site.request("/classes/budget-basics")).status).toBe(200);
    } finally {
      pageCache.stop();
    }
  });

  it("refuses with a clear message to restore a class type whose address was taken meanwhile", async () => {
    const db = database.db();
    const budget = await addClassType(db);
    const answer = await deleteAnswer(`/admin/class-types/${budget.id}/edit`);
    await addClassType(db, { title: "New Budget Basics" });
    const restore = await post("/admin/trash", { intent: "restore", id: answer.undo });
    expect(restore.status).toBe(409);
    expect(await restore.text()).toContain(inAnswer(TRASH_MESSAGES.slugTaken("budget-basics")));
    expect(await db.select().from(trashItems)).toHaveLength(1);
  });

  it("says which class type to restore first for a class date", async () => {
    const db = database.db();
    const budget = await addClassType(db);
    const date = await addClassInstance(db, budget.id);
    const dateAnswer = await deleteAnswer(`/admin/class-instances/${date.id}/edit`);
    await deleteAnswer(`/admin/class-types/${budget.id}/edit`);
    const restore = await post("/admin/trash", { intent: "restore", id: dateAnswer.undo });
    expect(restore.status).toBe(409);
    expect(await restore.text()).toContain(inAnswer(TRASH_MESSAGES.needsClassType("Budget Basics")));
  });

  it("takes a deleted team member off the About page until restored", async () => {
    const db = database.db();
    const member = await addTeamMember(db, { name: "Priya Raman", status: "active" });
    const site = http.app();
    expect(await (await site.request("/about")).text()).toContain("Priya Raman");
    const answer = await deleteAnswer(`/admin/team/${member.id}/edit`);
    expect(answer.body).toContain(TEAM_MEMBER_MESSAGES.deleted);
    expect(await (await site.request("/about")).text()).not.toContain("Priya Raman");
    expect((await post("/admin/trash", { intent: "restore", id: answer.undo })).status).toBe(200);
    expect(await db.select().from(teamMembers).where(eq(teamMembers.id, member.id))).toEqual([member]);
    expect(await (await site.request("/about")).text()).toContain("Priya Raman");
  });

  it("without JavaScript, a delete's toast carries an Undo form, and Delete forever empties the item", async () => {
    const db = database.db();
    const member = await addTeamMember(db);
    const response = await post(`/admin/team/${member.id}/edit`, { js: "", intent: "delete" });
    expect(response.status).toBe(302);
    const page = await http.pageAfterRedirect(response);
    const [item] = await db.select().from(trashItems);
    expect(page).toContain(TEAM_MEMBER_MESSAGES.deleted);
    expect(page).toContain(`name="id" value="${item?.id}"`);
    expect(page).toContain(">Undo</button>");

    const purge = await post("/admin/trash", { js: "", intent: "purge", id: item?.id ?? "" });
    expect(purge.status).toBe(302);
    expect(purge.headers.get("location")).toBe("/admin/trash");
    expect(await db.select().from(trashItems)).toEqual([]);

    const activity = await (
      await http.app().request("/admin/activity", { headers: { Cookie: session.cookie } })
    ).text();
    expect(activity).toContain(AUDIT_ACTION_LABELS.trash);
    expect(activity).toContain(AUDIT_ACTION_LABELS.purge);
  });

  it("answers 404 for an item not in the trash, 400 for an unknown action, and never 500 for a malformed id", async () => {
    for (const intent of ["restore", "purge"])
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", ""]) {
        const response = await post("/admin/trash", { intent, id });
        expect(response.status).toBe(404);
        expect(await response.text()).toContain(TRASH_MESSAGES.notFound);
      }
    expect((await post("/admin/trash", { intent: "empty", id: "x" })).status).toBe(400);
    expect(await database.db().select().from(classTypes)).toEqual([]);
  });
});
