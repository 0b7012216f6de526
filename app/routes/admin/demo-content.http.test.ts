import { describe, expect, it } from "vitest";
import { markDemoRows } from "#core/seed/mark-demo-rows";
import { ensureSiteSettings } from "#core/site-settings/ensure-site-settings";
import { siteSettings, testimonials, trashItems } from "#db/schema";
import { DEMO_CONTENT_MESSAGES } from "#rules/demo-content";
import { loadEnv } from "#server/env";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addTestimonial } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";

/** "Remove the demo content" over HTTP, as a plain form posts it and as a crafted request would. */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });

describe("removing the demo content over HTTP", () => {
  it("moves it to the Trash from a plain form, with Undo in the toast; a second post says nothing is left", async () => {
    const db = database.db();
    const demo = await addTestimonial(db, { name: "Demo Dana", quote: "A made-up quote." });
    await markDemoRows({ db, table: "testimonials", ids: [demo.id] });
    await addTestimonial(db, { name: "Own Olga", quote: "Her real client." });

    const overview = await (await http.app().request("/admin", { headers: { Cookie: http.session.cookie } })).text();
    expect(overview).toContain("Still on your site: 1 testimonial.");

    const removed = await http.submit("/admin/demo-content", { returnTo: "/admin/settings" });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/admin/settings");
    const page = await http.pageAfterRedirect(removed);
    expect(page).toContain(DEMO_CONTENT_MESSAGES.removed);
    expect(page).not.toContain("Still on your site");
    const [item] = await db.select().from(trashItems);
    expect(item?.kind).toBe("demo_content");
    expect(page).toContain(item?.id);
    expect((await db.select({ name: testimonials.name }).from(testimonials)).map((row) => row.name)).toEqual([
      "Own Olga",
    ]);

    const again = await http.submit("/admin/demo-content.data", { js: "1" });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(DEMO_CONTENT_MESSAGES.nothing);
    expect(await db.select().from(trashItems)).toHaveLength(1);
  });

  it("refuses a post without the session or its token, and changes nothing", async () => {
    const db = database.db();
    const demo = await addTestimonial(db, { name: "Demo Dana", quote: "A made-up quote." });
    await markDemoRows({ db, table: "testimonials", ids: [demo.id] });
    const anonymous = await http.app().request("/admin/demo-content", { method: "POST", body: new URLSearchParams() });
    expect([401, 403, 302, 303]).toContain(anonymous.status);
    const noToken = await http.postUrlEncoded("/admin/demo-content", {});
    expect(noToken.status).toBeGreaterThanOrEqual(400);
    expect(noToken.status).toBeLessThan(500);
    expect(await db.select().from(trashItems)).toHaveLength(0);
    expect(await db.select().from(testimonials)).toHaveLength(1);
  });

  it("does not say a site started without demo content started with it, only that its phone and address are the examples", async () => {
    // What a first start with SEED_DEMO=false leaves: no demo rows, the settings from the environment's defaults.
    const db = database.db();
    await db.delete(siteSettings);
    const config = loadEnv({ NODE_ENV: "production", SITE_URL: "http://localhost", SEED_DEMO: "false" }, {});
    await ensureSiteSettings({ db, source: config.siteSettings });

    const overview = await (await http.app().request("/admin", { headers: { Cookie: http.session.cookie } })).text();
    expect(overview).not.toContain("started with demo content");
    expect(overview).toContain(DEMO_CONTENT_MESSAGES.intro({ rows: false }));
    expect(overview).toContain("Still on your site: the demo phone number, the demo address.");
  });
});
