import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditLog, classTypes, images } from "#db/schema";
import { CLASS_TYPE_MESSAGES } from "#rules/class-type";
import { IMAGE_MESSAGES } from "#rules/images";
import { addClassType, addTeamMember } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";
import { getClassTypeForEditing } from "./get-class-type-for-editing";
import { saveClassType } from "./save-class-type";

const database = withTestDatabase();
const actor = { adminUserId: null, actorEmail: "owner@example.com", ipAddress: "203.0.113.9" };
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

async function form(values: Record<string, unknown> = {}) {
  const instructor = await addTeamMember(database.db());
  return {
    title: "Debt-Free Plan",
    slug: "debt-free-plan",
    description: "Pay off debt without giving up everything.",
    category: "masterclass",
    instructorId: instructor.id,
    status: "",
    whatYouGet: ["Workbook", "  "],
    agenda: [
      { time: "6:00 PM", topic: "Welcome", description: "" },
      { time: " ", topic: "", description: "" },
    ],
    testimonials: [{ name: "", quote: "" }],
    ...values,
  };
}

const save = (input: Record<string, unknown>, extra: Partial<Parameters<typeof saveClassType>[0]> = {}) =>
  saveClassType({ db: database.db(), input, actor, ...extra });

describe(`saving a class type on ${backend}`, () => {
  it("keeps the class's words on paying, trimmed, and refuses more than the limit without saving", async () => {
    const result = await save(await form({ howToPay: "  Pay at the door by cash or card.\nZelle works too.  " }));
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(await getClassTypeForEditing({ db: database.db(), id: result.id })).toMatchObject({
      howToPay: "Pay at the door by cash or card.\nZelle works too.",
    });
    const tooLong = await save(await form({ slug: "other", howToPay: "x".repeat(1001) }));
    expect(tooLong).toEqual({
      ok: false,
      error: "invalid",
      errors: { howToPay: CLASS_TYPE_MESSAGES.howToPayTooLong },
    });
    expect(CLASS_TYPE_MESSAGES.howToPayTooLong).toBe("How to pay must be less than 1000 characters");
    expect(await database.db().select({ id: classTypes.id }).from(classTypes)).toEqual([{ id: result.id }]);
  });

  it("creates a draft with blank rows dropped, and audits it", async () => {
    const input = await form();
    const result = await save(input);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const [row] = await database.db().select().from(classTypes);
    expect(row).toMatchObject({
      id: result.id,
      title: "Debt-Free Plan",
      slug: "debt-free-plan",
      category: "masterclass",
      status: "draft",
      instructorId: input.instructorId,
      whatYouGet: ["Workbook"],
      agenda: [{ time: "6:00 PM", topic: "Welcome", description: "" }],
      testimonials: [],
    });
    expect(await database.db().select().from(auditLog)).toEqual([
      expect.objectContaining({
        action: "create",
        targetType: "class_type",
        targetId: result.id,
        ipAddress: "203.0.113.9",
      }),
    ]);
  });

  it("answers a hand-made request with the form's messages and writes nothing", async () => {
    expect(await save({ title: " ", slug: "", description: "", instructorId: "" })).toEqual({
      ok: false,
      error: "invalid",
      errors: {
        title: CLASS_TYPE_MESSAGES.titleRequired,
        slug: CLASS_TYPE_MESSAGES.slugRequired,
        description: CLASS_TYPE_MESSAGES.descriptionRequired,
        instructorId: CLASS_TYPE_MESSAGES.instructorRequired,
      },
    });
    expect(await database.db().select().from(classTypes)).toEqual([]);
    expect(await database.db().select().from(auditLog)).toEqual([]);
  });

  it("refuses an inactive, unknown or malformed instructor", async () => {
    const inactive = await addTeamMember(database.db(), { name: "Gone", status: "inactive" });
    for (const instructorId of [inactive.id, MISSING_ID, "not-an-id"]) {
      expect(await save(await form({ instructorId }))).toEqual({
        ok: false,
        error: "invalid",
        errors: { instructorId: CLASS_TYPE_MESSAGES.instructorInactive },
      });
    }
    expect(await database.db().select().from(classTypes)).toEqual([]);
  });

  it("refuses a slug another class type has, also when two saves race for it", async () => {
    await addClassType(database.db(), { slug: "debt-free-plan" });
    expect(await save(await form())).toMatchObject({ errors: { slug: CLASS_TYPE_MESSAGES.slugTaken } });

    // Another save has written "fresh-slug" but not committed yet: the check cannot see it, the unique index can.
    const input = await form({ slug: "fresh-slug" });
    let commit = () => {};
    let written = () => {};
    const other = database.db().transaction(async (tx) => {
      await tx.insert(classTypes).values({ title: "Other", slug: "fresh-slug", description: "Other" });
      written();
      await new Promise<void>((resolve) => {
        commit = resolve;
      });
    });
    await new Promise<void>((resolve) => {
      written = resolve;
    });
    const racing = save(input);
    setTimeout(() => commit(), 300);
    expect(await racing).toEqual({ ok: false, error: "invalid", errors: { slug: CLASS_TYPE_MESSAGES.slugTaken } });
    await other;
  });

  it("updates a class type, keeping its own slug, and 404s one that does not exist", async () => {
    const existing = await addClassType(database.db(), {
      slug: "debt-free-plan",
      featuredImageUrl: "https://example.com/a.jpg",
    });
    const result = await save(await form({ title: "Debt-Free Plan 2", status: "archived" }), { id: existing.id });
    expect(result).toEqual({ ok: true, id: existing.id });
    const edited = await getClassTypeForEditing({ db: database.db(), id: existing.id });
    expect(edited).toMatchObject({
      title: "Debt-Free Plan 2",
      status: "archived",
      featuredImageUrl: "https://example.com/a.jpg",
    });
    expect(await database.db().select({ action: auditLog.action }).from(auditLog)).toEqual([{ action: "update" }]);

    for (const id of [MISSING_ID, "42"]) {
      expect(await save(await form(), { id })).toEqual({ ok: false, error: "not-found" });
      expect(await getClassTypeForEditing({ db: database.db(), id })).toBeNull();
    }
  });

  it("stores an uploaded featured image by its content and refuses a text file named .png", async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#48c" } })
      .png()
      .toBuffer();
    const stored = await save(await form(), { image: { file: new File([new Uint8Array(png)], "cover.png") } });
    if (!stored.ok) throw new Error(JSON.stringify(stored));
    const edited = await getClassTypeForEditing({ db: database.db(), id: stored.id });
    expect(edited?.featuredImageSrc).toMatch(/^\/media\/.+\.jpg$/);

    const fake = new File(["<html>not an image</html>"], "cover.png", { type: "image/png" });
    const refused = await save(await form({ slug: "other" }), { image: { file: fake } });
    expect(refused).toEqual({ ok: false, error: "invalid", errors: { featuredImage: IMAGE_MESSAGES.notAnImage } });
    expect(
      await database.db().select({ id: classTypes.id }).from(classTypes).where(eq(classTypes.slug, "other")),
    ).toEqual([]);
    expect(await database.db().select({ id: images.id }).from(images)).toHaveLength(1);
  });

  it("lets other queries run while the featured image is encoded", async () => {
    const noise = Buffer.alloc(2400 * 1600 * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
    const png = await sharp(noise, { raw: { width: 2400, height: 1600, channels: 3 } })
      .png()
      .toBuffer();
    const input = await form();
    let saved = false;
    const saving = save(input, { image: { file: new File([new Uint8Array(png)], "cover.png") } }).finally(() => {
      saved = true;
    });
    // Reads one after another while the save runs: the site's pages and /readyz do this all the time.
    let readsDuringSave = 0;
    while (!saved) {
      await database.db().execute(sql`select 1`);
      if (!saved) readsDuringSave += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await saving).toMatchObject({ ok: true });
    expect(readsDuringSave).toBeGreaterThan(10);
  });
});
