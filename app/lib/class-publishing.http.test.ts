import { describe, expect, it } from "vitest";
import { classPreviewPath } from "#app/lib/admin-paths";
import { addDays } from "#core/dates";
import { CLASS_INSTANCE_MESSAGES, hiddenByClassTypeWarning } from "#rules/class-instance";
import { CLASS_PAGE_MESSAGES } from "#rules/class-page";
import { CLASS_PREVIEW_TEXT } from "#rules/class-preview";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addClassInstance, addClassType, today } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";

/** An active class date under a draft class type, and previews of pages not on the site, over HTTP. */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });
const { app, session } = http;

const get = (path: string, signedIn = true) =>
  app().request(path, { headers: signedIn ? { Cookie: session.cookie } : {} });
/** React escapes quotes in text; compare with the text as the page holds it. */
const asHtml = (text: string) => text.replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

async function draftWithDates() {
  const db = database.db();
  const draft = await addClassType(db, { title: "Retire Early", slug: "retire-early", status: "draft" });
  const live = await addClassType(db, { title: "Budget Basics", slug: "budget-basics", status: "active" });
  const hidden = await addClassInstance(db, draft.id, { daysFromToday: 5, location: "Hidden Hall" });
  const draftDate = await addClassInstance(db, live.id, {
    daysFromToday: 9,
    location: "Draft Room",
    status: "draft",
  });
  const shown = await addClassInstance(db, live.id, { daysFromToday: 3, location: "Open Room" });
  return { draft, live, hidden, draftDate, shown };
}

describe("an active class date under a draft class type", () => {
  it("is flagged in its row of the scheduled classes, and only it", async () => {
    await draftWithDates();
    const html = await (await get("/admin/class-instances")).text();
    const rows = html.split("<tr").filter((row) => row.includes("</td>"));
    const hiddenRow = rows.find((row) => row.includes("Hidden Hall")) ?? "";
    const openRow = rows.find((row) => row.includes("Open Room")) ?? "";
    expect(hiddenRow).toContain(CLASS_INSTANCE_MESSAGES.notOnSite);
    expect(hiddenRow).toContain("Its class type is a draft");
    expect(openRow).not.toContain(CLASS_INSTANCE_MESSAGES.notOnSite);
  });

  it("is saved with a warning that it will not appear on the site", async () => {
    const { draft, live } = await draftWithDates();
    const fields = {
      csrf: session.csrf,
      date: addDays(today(), 20),
      time: "6:00 PM",
      location: "Online (Zoom)",
      price: "Free",
      capacity: "10",
      availableSpots: "10",
      status: "active",
    };
    const response = await http.postMultipart("/admin/class-instances/new", { ...fields, classTypeId: draft.id });
    expect(response.status).toBe(302);
    const page = await http.pageAfterRedirect(response);
    expect(page).toContain(CLASS_INSTANCE_MESSAGES.created);
    expect(page).toContain(asHtml(hiddenByClassTypeWarning("Retire Early", "draft")));

    const shown = await http.postMultipart("/admin/class-instances/new", { ...fields, classTypeId: live.id });
    const shownPage = await http.pageAfterRedirect(shown);
    expect(shownPage).toContain(CLASS_INSTANCE_MESSAGES.created);
    expect(shownPage).not.toContain("will not appear on the site");
  });
});

describe("previewing a page that is not on the site", () => {
  it("shows a draft class type's page to a signed-in admin, marked Preview, never cached or indexed", async () => {
    const { hidden } = await draftWithDates();
    expect((await get("/classes/retire-early", false)).status).toBe(404);

    const response = await get(classPreviewPath("retire-early"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    const html = await response.text();
    expect(html).toContain(`<title>${CLASS_PREVIEW_TEXT.title("Retire Early")}</title>`);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toContain(`>${CLASS_PREVIEW_TEXT.badge}</span>`);
    expect(html).toContain("Hidden Hall");
    expect(html).not.toContain('"@type":"Event"');
    expect(hidden.status).toBe("active");
  });

  it("shows a class date that is not active on its class type's page when asked for it", async () => {
    const { draftDate } = await draftWithDates();
    const publicPage = await (await get("/classes/budget-basics", false)).text();
    expect(publicPage).not.toContain("Draft Room");
    expect(publicPage).toContain('"@type":"Event"');
    const preview = await (await get(classPreviewPath("budget-basics"))).text();
    expect(preview).not.toContain("Draft Room");
    // Search engines never read a preview's events.
    expect(preview).not.toContain('"@type":"Event"');
    const html = await (await get(classPreviewPath("budget-basics", draftDate.id))).text();
    expect(html).toContain("Draft Room");
    expect(html).toContain("Open Room");
  });

  it("is linked from the class type and class date rows and from the class type form", async () => {
    const { draft, hidden } = await draftWithDates();
    const types = await (await get("/admin/class-types")).text();
    expect(types).toContain(`href="${classPreviewPath("retire-early")}"`);
    const dates = await (await get("/admin/class-instances")).text();
    expect(dates).toContain(`href="${asHtml(classPreviewPath("retire-early", hidden.id)).replace("&", "&amp;")}"`);
    const form = await (await get(`/admin/class-types/${draft.id}/edit`)).text();
    expect(form).toContain(`href="${classPreviewPath("retire-early")}"`);
    expect(form).toContain(CLASS_PREVIEW_TEXT.editorLink);
  });

  it("sends a visitor to sign in, and answers not found for a class type that does not exist", async () => {
    await draftWithDates();
    const visitor = await get(classPreviewPath("retire-early"), false);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain("/admin/login");
    const missing = await get(classPreviewPath("no-such-class"));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(CLASS_PAGE_MESSAGES.notFound);
  });
});
