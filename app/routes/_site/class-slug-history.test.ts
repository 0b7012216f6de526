import { describe, expect, it } from "vitest";
import { classTypeSlugHistory } from "#db/schema";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addClassType, addTeamMember } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";

/** A class page's old address after its slug changes, as a shared link would reach it. */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });
const { app, session } = http;

async function rename(id: string, slug: string, title = "Budget Basics") {
  const instructor = await addTeamMember(database.db());
  const response = await http.postMultipart(`/admin/class-types/${id}/edit`, {
    csrf: session.csrf,
    title,
    slug,
    description: "Plan a month.",
    instructorId: instructor.id,
    category: "workshop",
    status: "active",
  });
  expect(response.status).toBe(302);
}

const visit = (path: string) => app().request(path);

describe(`renamed class pages on ${backend}`, () => {
  it("answer the old address with a permanent redirect to the new one, through every rename", async () => {
    const classType = await addClassType(database.db(), { slug: "budget-basics" });
    await rename(classType.id, "budget-essentials");

    const old = await visit("/classes/budget-basics");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/classes/budget-essentials");
    expect((await visit("/classes/budget-essentials")).status).toBe(200);

    await rename(classType.id, "money-basics");
    for (const path of ["/classes/budget-basics", "/classes/budget-essentials"]) {
      const answer = await visit(path);
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe("/classes/money-basics");
    }
    expect((await visit("/classes/never-existed")).status).toBe(404);
  });

  it("let a live class type take back an old address, which then shows that class", async () => {
    const first = await addClassType(database.db(), { slug: "budget-basics" });
    await rename(first.id, "budget-essentials");
    const second = await addClassType(database.db(), { title: "Saving Sprint", slug: "saving-sprint" });
    await rename(second.id, "budget-basics", "Saving Sprint");

    const page = await visit("/classes/budget-basics");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Saving Sprint");
    const history = await database.db().select({ slug: classTypeSlugHistory.slug }).from(classTypeSlugHistory);
    expect(history.map((row) => row.slug).sort()).toEqual(["saving-sprint"]);
    expect((await visit("/classes/saving-sprint")).headers.get("location")).toBe("/classes/budget-basics");
  });

  it("stop redirecting once the class type is gone", async () => {
    const classType = await addClassType(database.db(), { slug: "budget-basics" });
    await rename(classType.id, "budget-essentials");
    await http.postMultipart(`/admin/class-types/${classType.id}/edit`, { csrf: session.csrf, intent: "delete" });
    expect((await visit("/classes/budget-basics")).status).toBe(404);
  });
});
