import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createHeroImage } from "#core/hero-images/create-hero-image";
import { listHeroImages } from "#core/hero-images/list-hero-images";
import { auditLog, heroImages, images, trashItems } from "#db/schema";
import { HERO_IMAGE_MESSAGES, HERO_IMAGE_TOASTS } from "#rules/hero-image";
import { IMAGE_LINK_MESSAGES, IMAGE_MESSAGES, MB } from "#rules/images";
import { createLogger } from "#server/logger";
import { createPageCache } from "#server/page-cache";
import { withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { heroActor, heroFields, linkSource } from "#tests/setup/hero-images";
import { SVG_WITH_SCRIPT, samplePicture, TEXT_FILE } from "#tests/setup/sample-images";

const database = withTestDatabase();
const http = withAdminHttp(database);
const { app } = http;

/** Posts the manager's form as the page's script does, and returns the status and the answer's text. */
async function post(fields: Record<string, string | Blob>) {
  const response = await http.submit("/admin/hero-images.data", { js: "1", ...fields }, { multipart: true });
  return { status: response.status, body: await response.text() };
}

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const upload = (imageFile: Blob, extra: Record<string, string> = {}) =>
  post({ intent: "create", mode: "upload", name: "Banner", pageAssignment: "home", imageFile, ...extra });
const addLink = (imageUrl: string, extra: Record<string, string> = {}) =>
  post({ intent: "create", mode: "url", name: "Linked", pageAssignment: "about", imageUrl, ...extra });

describe("hero image manager writes", () => {
  it.each([
    ["jpeg", "photo.jpg"],
    ["png", "photo.png"],
    ["gif", "anim.gif"],
    ["webp", "photo.webp"],
  ] as const)("uploads a %s, recording its real size and who uploaded it", async (format, name) => {
    const bytes = await samplePicture(format, 1200, 800);
    const answer = await upload(file(bytes, name, `image/${format}`), { isActive: "on" });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(HERO_IMAGE_TOASTS.uploaded);
    const [row] = await database.db().select().from(heroImages);
    expect(row).toMatchObject({ width: 1200, height: 800, fileSize: bytes.length, isActive: true });
    expect(row?.uploadedBy).toBe("owner@example.com");
    expect(await database.db().select().from(auditLog).where(eq(auditLog.action, "create"))).toHaveLength(1);
  });

  it.each([
    ["an SVG with a script", () => file(SVG_WITH_SCRIPT, "logo.svg", "image/svg+xml")],
    ["a text file named .jpg", () => file(TEXT_FILE, "holiday.jpg", "image/jpeg")],
  ])("refuses %s as not an image and stores nothing", async (_, makeFile) => {
    const answer = await upload(makeFile());
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(IMAGE_MESSAGES.notAnImage);
    expect(await database.db().select().from(heroImages)).toHaveLength(0);
    expect(await database.db().select().from(images)).toHaveLength(0);
  });

  it("refuses an 11 MB upload before reading it, saying the limit is 10MB", async () => {
    const big = Buffer.concat([await samplePicture("jpeg"), Buffer.alloc(11 * MB)]);
    const answer = await upload(file(big, "huge.jpg", "image/jpeg"));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: "Image size must be less than 10MB" });
    expect(await database.db().select().from(heroImages)).toHaveLength(0);
  });

  it("asks for a name, a file in upload mode and a link in URL mode", async () => {
    const noFile = await post({ intent: "create", mode: "upload", name: " ", pageAssignment: "home" });
    expect(noFile.status).toBe(400);
    expect(noFile.body).toContain(HERO_IMAGE_MESSAGES.nameRequired);
    expect(noFile.body).toContain(HERO_IMAGE_MESSAGES.fileRequired);
    const noLink = await addLink("");
    expect(noLink.body).toContain(HERO_IMAGE_MESSAGES.imageUrlRequired);
    expect(await database.db().select().from(heroImages)).toHaveLength(0);
  });

  it("refuses Set as active on an Unassigned image with a message, saving nothing", async () => {
    const answer = await addLink("https://images.example.com/spare.jpg", {
      pageAssignment: "unassigned",
      isActive: "on",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(HERO_IMAGE_MESSAGES.activeNeedsPage);
    expect(await database.db().select().from(heroImages)).toHaveLength(0);
  });

  it("links an http(s) image as given, with the size the browser read or 0x0 (unknown)", async () => {
    expect((await addLink("https://cdn.example.com/a.jpg", { width: "2400", height: "1600" })).body).toContain(
      HERO_IMAGE_TOASTS.added,
    );
    await addLink("http://cdn.example.com/b.jpg");
    const rows = await database.db().select().from(heroImages);
    expect(rows.map((row) => [row.imageUrl, row.width, row.height, row.imageId]).sort()).toEqual([
      ["http://cdn.example.com/b.jpg", 0, 0, null],
      ["https://cdn.example.com/a.jpg", 2400, 1600, null],
    ]);
  });

  it.each([
    ["javascript:alert(document.cookie)", IMAGE_LINK_MESSAGES.invalidUrl],
    ["ftp://files.example.com/a.jpg", IMAGE_LINK_MESSAGES.invalidUrl],
    ["file:///etc/passwd", IMAGE_LINK_MESSAGES.invalidUrl],
    ["data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", IMAGE_MESSAGES.invalidType],
    [`data:image/svg+xml;base64,${SVG_WITH_SCRIPT.toString("base64")}`, IMAGE_MESSAGES.invalidType],
  ])("refuses the link %s", async (link, message) => {
    const answer = await addLink(link);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(message);
    expect(await database.db().select().from(heroImages)).toHaveLength(0);
  });

  it("stores an image given as a data URL like an upload", async () => {
    const png = await samplePicture("png", 900, 600);
    const answer = await addLink(`data:image/png;base64,${png.toString("base64")}`);
    expect(answer.body).toContain(HERO_IMAGE_TOASTS.added);
    const [row] = await database.db().select().from(heroImages);
    expect(row).toMatchObject({ imageUrl: null, width: 900, height: 600, fileSize: png.length });
    expect(row?.imageId).not.toBeNull();
  });

  it("edits fields without replacing the image, and answers not found for a missing one", async () => {
    const created = await createHeroImage({
      db: database.db(),
      fields: heroFields("Old"),
      source: linkSource(),
      actor: heroActor,
    });
    const edit = await post({ intent: "update", id: created.id, name: "New", pageAssignment: "faq", description: "" });
    expect(edit.body).toContain(HERO_IMAGE_TOASTS.updated);
    const [row] = await database.db().select().from(heroImages);
    expect(row).toMatchObject({ name: "New", pageAssignment: "faq", imageUrl: created.imageUrl });

    const missing = await post({ intent: "update", id: "00000000-0000-4000-8000-000000000000", name: "X" });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain(HERO_IMAGE_MESSAGES.notFound);
  });

  it("keeps serving a deleted image's copies while it is in the trash, and stops once deleted forever, even ones just served from memory", async () => {
    const server = app();
    const request = (path: string) => server.request(path);
    const submit = (path: string, fields: Record<string, string | Blob>, multipart = true) =>
      http.submit(path, { js: "1", ...fields }, { site: server, multipart });
    const imageFile = file(await samplePicture("jpeg", 700, 400), "soon-gone.jpg", "image/jpeg");
    const created = await submit("/admin/hero-images.data", {
      intent: "create",
      mode: "upload",
      name: "Soon gone",
      imageFile,
    });
    expect(created.status).toBe(200);
    const [row] = await database.db().select().from(heroImages);
    const media = (await listHeroImages({ db: database.db() }))[0]?.previewUrl ?? "";
    expect((await request(media)).status).toBe(200);

    expect((await submit("/admin/hero-images.data", { intent: "delete", id: row?.id ?? "" })).status).toBe(200);
    expect((await request(media)).status).toBe(200);

    const [item] = await database.db().select().from(trashItems);
    const purged = await submit("/admin/trash", { intent: "purge", id: item?.id ?? "" }, false);
    expect(purged.status).toBe(200);
    expect((await request(media)).status).toBe(404);
  });

  it("deletes an image", async () => {
    const created = await createHeroImage({
      db: database.db(),
      fields: heroFields("Gone"),
      source: linkSource(),
      actor: heroActor,
    });
    const answer = await post({ intent: "delete", id: created.id });
    expect(answer.body).toContain(HERO_IMAGE_TOASTS.deleted);
    expect(await database.db().select().from(heroImages)).toHaveLength(0);
  });

  it("leaves exactly one active image when two Set Active requests for one page arrive together", async () => {
    const [first, second] = await Promise.all(
      ["First", "Second"].map((name) =>
        createHeroImage({
          db: database.db(),
          fields: heroFields(name, "events"),
          source: linkSource(),
          actor: heroActor,
        }),
      ),
    );
    const answers = await Promise.all(
      [first, second].map((image) => post({ intent: "activate", id: image?.id ?? "" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const answer of answers) expect(answer.body).toContain(HERO_IMAGE_TOASTS.activated("events"));
    const active = await database
      .db()
      .select()
      .from(heroImages)
      .where(and(eq(heroImages.pageAssignment, "events"), eq(heroImages.isActive, true)));
    expect(active).toHaveLength(1);
  });

  it("shows a newly activated hero on the next load of its public page, past the page cache", async () => {
    const pageCache = createPageCache({ db: database.db(), logger: createLogger("silent"), timeZone: () => "UTC" });
    const server = app({ pageCache });
    try {
      await createHeroImage({
        db: database.db(),
        fields: heroFields("Old", "faq", true),
        source: linkSource(),
        actor: heroActor,
      });
      const next = await createHeroImage({
        db: database.db(),
        fields: heroFields("New", "faq"),
        source: linkSource("https://images.example.com/new-faq.jpg"),
        actor: heroActor,
      });
      const faq = async () => (await (await server.request("/faq")).text()).includes("new-faq.jpg");
      expect(await faq()).toBe(false);
      expect(await faq()).toBe(false);
      const activated = await http.submit(
        "/admin/hero-images.data",
        { js: "1", intent: "activate", id: next.id },
        { site: server, multipart: true },
      );
      expect(activated.status).toBe(200);
      expect(await faq()).toBe(true);
    } finally {
      pageCache.stop();
    }
  });

  it("refuses to activate an unassigned image", async () => {
    const spare = await createHeroImage({
      db: database.db(),
      fields: heroFields("Spare", "unassigned"),
      source: linkSource(),
      actor: heroActor,
    });
    const answer = await post({ intent: "activate", id: spare.id });
    expect(answer.status).toBe(409);
    const [row] = await database.db().select().from(heroImages);
    expect(row?.isActive).toBe(false);
  });
});
