import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { readEditVersions } from "#core/edit-versions/read-edit-versions";
import { createHeroImage } from "#core/hero-images/create-hero-image";
import { addInitialContent } from "#core/seed/initial-content";
import type { Database } from "#db/client";
import { faqQuestions, heroImages, newsletterIssues } from "#db/schema";
import { EDIT_VERSION_FIELD, OVERWRITE_FIELD } from "#rules/edit-version";
import { IMAGE_MESSAGES } from "#rules/images";
import { OWNER, withAdminHttp } from "#tests/setup/admin-http";
import { CONSULTATION_WITH_QUESTIONS, insertSessionType } from "#tests/setup/booking-rows";
import { addClassInstance, addClassType, addTeamMember, addTestimonial } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";
import { heroActor, heroFields, linkSource } from "#tests/setup/hero-images";
import { formFieldOf, formFieldsOf } from "#tests/setup/html-form";
import { samplePicture } from "#tests/setup/sample-images";

/**
 * Every back-office editor refuses a save over a newer version: two admins
 * open the same form, A saves, B saves the form as B opened it. One entry per
 * editor; a manager added to ADMIN_PATHS without an entry here fails the first test.
 */

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });

type Opened = { fields: [string, string][]; version: string };
type Editor = {
  /** Makes the row and answers where its form posts. */
  open: (db: Database) => Promise<string>;
  /** A text field of the form to type in. */
  field: string;
  /** The form as the page renders it; by default read from the edit page itself. */
  form?: (db: Database, path: string) => Promise<Opened>;
  /** The field's saved value; by default read from the edit page. */
  saved?: (db: Database) => Promise<string | undefined>;
  /** More of B's typing, in other kinds of field (a select, a checkbox, a list row), for the page drawn again to keep. */
  moreTyped?: (fields: [string, string][]) => [string, string][];
  /** False where the form opens with JavaScript only (a dialog), so no page is drawn again after a refused save. */
  withoutScripts?: false;
};

async function openedPage(path: string, field: string): Promise<Opened> {
  const page = await http.app().request(path, { headers: { Cookie: http.session.cookie } });
  expect(page.status).toBe(200);
  const html = await page.text();
  const version = formFieldOf(html, EDIT_VERSION_FIELD);
  if (version === undefined) throw new Error(`${path}: the form does not send the version it was opened at`);
  return { fields: formFieldsOf(html, field).filter(([name]) => name !== "csrf"), version };
}

let heroId = "";

const EDITORS: Record<keyof typeof ADMIN_PATHS | "settings", Editor> = {
  team: {
    open: async (db) => ADMIN_PATHS.team.edit((await addTeamMember(db)).id),
    field: "bio",
    moreTyped: (fields) => retyped(retyped(fields, "role", "Typed role"), "status", "inactive"),
  },
  testimonials: {
    open: async (db) =>
      ADMIN_PATHS.testimonials.edit((await addTestimonial(db, { location: "coaching_step1", displayOrder: 1 })).id),
    field: "quote",
    moreTyped: (fields) => retyped(retyped(fields, "name", "Typed name"), "status", "inactive"),
  },
  classTypes: {
    open: async (db) =>
      ADMIN_PATHS.classTypes.edit((await addClassType(db, { instructorId: (await addTeamMember(db)).id })).id),
    field: "description",
    moreTyped: (fields) => [
      ...retyped(fields, "status", "archived"),
      ["agendaTime", "7:00 PM"],
      ["agendaTopic", "A typed topic"],
      ["agendaDescription", "A typed row"],
    ],
  },
  classInstances: {
    open: async (db) => ADMIN_PATHS.classInstances.edit((await addClassInstance(db, (await addClassType(db)).id)).id),
    field: "location",
    moreTyped: (fields) => retyped(retyped(fields, "durationMinutes", "75"), "time", "8:05 PM"),
  },
  faq: {
    open: async (db) => {
      await addInitialContent({ db });
      const [question] = await db.select().from(faqQuestions).limit(1);
      return ADMIN_PATHS.faq.edit(question?.id ?? "");
    },
    field: "answer",
    moreTyped: (fields) => flipped(retyped(fields, "category", "Pricing"), "offersContact"),
  },
  legal: {
    open: async (db) => {
      await addInitialContent({ db });
      return ADMIN_PATHS.legal.edit("privacy");
    },
    field: "body",
    moreTyped: (fields) => retyped(fields, "title", "A typed title"),
  },
  sessionTypes: {
    open: async (db) =>
      ADMIN_PATHS.sessionTypes.edit(
        (await insertSessionType(db, { ...CONSULTATION_WITH_QUESTIONS, slug: "free-consultation" })).id,
      ),
    field: "description",
    moreTyped: (fields) => [
      ...retyped(retyped(fields, "status", "draft"), "durationMinutes", "45"),
      ["questionKey", "typed-row"],
      ["questionId", ""],
      ["questionLabel", "A typed question"],
      ["questionKind", "short_text"],
      ["questionChoices", ""],
    ],
  },
  newsletter: {
    open: async (db) => {
      const [issue] = await db
        .insert(newsletterIssues)
        .values({ subject: "December tips", body: "Hello", slug: "december-tips" })
        .returning();
      return ADMIN_PATHS.newsletter.edit(issue?.id ?? "");
    },
    field: "body",
    moreTyped: (fields) => flipped(retyped(fields, "previewText", "A typed preview"), "inArchive"),
  },
  settings: {
    open: async () => "/admin/settings",
    field: "seoDescription",
    moreTyped: (fields) => retyped(fields, "phone", "+1-973-555-0199"),
  },
  // The hero image form opens in a dialog over the list: its fields are the dialog's, its version the list's.
  heroImages: {
    open: async (db) => {
      heroId = (await createHeroImage({ db, fields: heroFields("Beach"), source: linkSource(), actor: heroActor })).id;
      return ADMIN_PATHS.heroImages.list;
    },
    field: "description",
    form: async (db) => ({
      fields: Object.entries({ intent: "update", mode: "edit", id: heroId, ...heroFields("Beach") }).map(
        ([name, value]): [string, string] => [name, String(value)],
      ),
      version: String((await readEditVersions({ db, type: "hero_image", ids: [heroId] }))[heroId]),
    }),
    saved: async (db) =>
      (await db.select().from(heroImages).where(eq(heroImages.id, heroId)))[0]?.description ?? undefined,
    withoutScripts: false,
  },
};

/** The saved value of the editor's field, read from its edit page (or as the editor says). */
function savedValue(editor: Editor, db: Database, path: string) {
  return editor.saved
    ? () => editor.saved?.(db)
    : async () => {
        const page = await http.app().request(path, { headers: { Cookie: http.session.cookie } });
        return formFieldOf(await page.text(), editor.field);
      };
}

/** The fields a form drawn by the server posts, but the CSRF token (`submit` sends the session's own). */
const postedBy = (html: string, field: string) => formFieldsOf(html, field).filter(([name]) => name !== "csrf");

/** The fields with one changed to `value`. */
const retyped = (fields: [string, string][], name: string, value: string) =>
  fields.map(([field, old]): [string, string] => [field, field === name ? value : old]);

/** The fields with a checkbox flipped: a checked box is posted, an unchecked one is not. */
const flipped = (fields: [string, string][], name: string): [string, string][] =>
  fields.some(([field]) => field === name) ? fields.filter(([field]) => field !== name) : [...fields, [name, "on"]];

/** Fields compared as a set, line ends as a browser posts them (a multipart post sends every line end as CRLF). */
const asPosted = (fields: [string, string][]) =>
  fields.map(([name, value]) => `${name}=${value.replace(/\r?\n/g, "\r\n")}`).sort();

function typed(opened: Opened, field: string, text: string, extra: [string, string][] = []): [string, string][] {
  return [
    ...opened.fields.filter(([name]) => name !== field && name !== EDIT_VERSION_FIELD),
    [field, text],
    [EDIT_VERSION_FIELD, opened.version],
    ...extra,
  ];
}

describe("a save over a newer version, on every editor", () => {
  it("covers every manager of the back office and the site settings", () => {
    expect(Object.keys(EDITORS).sort()).toEqual([...Object.keys(ADMIN_PATHS), "settings"].sort());
  });

  it.each(Object.entries(EDITORS))(
    "%s: refused with who and when, the newer save kept, then saved knowingly",
    async (_, editor) => {
      const db = database.db();
      const path = await editor.open(db);
      const read = savedValue(editor, db, path);
      const open = () => (editor.form ? editor.form(db, path) : openedPage(path, editor.field));
      const forA = await open();
      const forB = await open();

      const first = await http.submit(path, typed(forA, editor.field, "Saved first, by A"), { multipart: true });
      expect(first.status).toBeLessThan(400);
      expect(await read()).toBe("Saved first, by A");

      const stale = await http.submit(path, typed(forB, editor.field, "Typed by B in the older form"), {
        multipart: true,
      });
      expect(stale.status).toBe(409);
      expect(await stale.text()).toMatch(
        new RegExp(`${OWNER.name} saved changes to this on \\w{3} \\d+, \\d{4}, \\d+:\\d{2}`),
      );
      expect(await read()).toBe("Saved first, by A");

      const knowingly = await http.submit(
        path,
        typed(forB, editor.field, "Typed by B in the older form", [[OVERWRITE_FIELD, "1"]]),
        { multipart: true },
      );
      expect(knowingly.status).toBeLessThan(400);
      expect(await read()).toBe("Typed by B in the older form");
    },
  );
});

describe("a refused save without JavaScript keeps what was typed", () => {
  const withoutScripts = Object.entries(EDITORS).filter(([, editor]) => editor.withoutScripts !== false);

  it.each(withoutScripts)(
    "%s: the refused page shows the typed form with the version it was opened at, and Save mine anyway stores it",
    async (_, editor) => {
      const db = database.db();
      const path = await editor.open(db);
      const read = savedValue(editor, db, path);
      const forA = await openedPage(path, editor.field);
      const forB = await openedPage(path, editor.field);
      await http.submit(path, typed(forA, editor.field, "Saved first, by A"), { multipart: true });

      const sentByB = (editor.moreTyped ?? ((fields) => fields))(
        typed(forB, editor.field, "Typed by B in the older form"),
      );
      const stale = await http.submit(path, sentByB, { multipart: true });
      expect(stale.status).toBe(409);
      const page = await stale.text();
      expect(page).toContain(`${OWNER.name} saved changes to this on`);
      // Every field as B posted it, the version B opened included; none as A saved it.
      expect(asPosted(postedBy(page, editor.field).filter(([name]) => name !== OVERWRITE_FIELD))).toEqual(
        asPosted(sentByB),
      );
      expect(await read()).toBe("Saved first, by A");

      // Saving again plainly is still refused: the form still says which version it was opened at.
      expect((await http.submit(path, postedBy(page, editor.field), { multipart: true })).status).toBe(409);

      // The page's own "Save mine anyway" button posts the page's form (its empty hidden field too) with overwrite=1.
      const knowingly = await http.submit(path, [...postedBy(page, editor.field), [OVERWRITE_FIELD, "1"]], {
        multipart: true,
      });
      expect(knowingly.status).toBeLessThan(400);
      expect(await read()).toBe("Typed by B in the older form");
    },
  );

  it("a class date refused as invalid shows every field as typed: text, select, number, date and time", async () => {
    const db = database.db();
    const path = await EDITORS.classInstances.open(db);
    const opened = await openedPage(path, "location");
    const changes: Record<string, string> = {
      location: "Typed by B",
      time: "7:15 PM",
      date: "2099-03-04",
      capacity: "17",
      status: "draft",
      attendance: "online",
      durationMinutes: "75",
      registrationUrl: "not a link",
    };
    const sent = opened.fields.map(([name, value]): [string, string] => [name, changes[name] ?? value]);
    for (const name of Object.keys(changes)) expect(sent.map(([field]) => field)).toContain(name);

    const refused = await http.submit(path, sent, { multipart: true });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toMatch(/role="alert"/);
    expect(asPosted(postedBy(page, "location"))).toEqual(asPosted(sent));
  });

  it("a photo chosen for a refused save is asked for again by its name, as a browser cannot be given it back", async () => {
    const db = database.db();
    const path = await EDITORS.team.open(db);
    const forA = await openedPage(path, "bio");
    const forB = await openedPage(path, "bio");
    await http.submit(path, typed(forA, "bio", "Saved first, by A"), { multipart: true });
    const photo = new File([new Uint8Array(await samplePicture("png", 40, 40))], "bea-photo.png", {
      type: "image/png",
    });
    const refused = await http.submit(path, [...typed(forB, "bio", "Typed by B"), ["imageFile", photo]], {
      multipart: true,
    });
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain(IMAGE_MESSAGES.fileNotKept("bea-photo.png"));
    expect(formFieldOf(page, "bio")).toBe("Typed by B");
  });
});
