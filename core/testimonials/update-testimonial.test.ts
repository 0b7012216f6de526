import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { auditLog, testimonials } from "#db/schema";
import { IMAGE_MESSAGES } from "#rules/images";
import { TESTIMONIAL_MESSAGES } from "#rules/testimonial";
import { addTestimonial } from "#tests/setup/content";
import { pngFile, testActor, textRenamedPng } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { createTestimonial } from "./create-testimonial";
import { getTestimonial } from "./get-testimonial";
import { updateTestimonial } from "./update-testimonial";

const database = withTestDatabase();
const fields = {
  name: "Sam Porter",
  quote: "Calmer now.",
  location: "home_carousel",
  displayOrder: "4",
  status: "inactive",
};

async function carouselTestimonial() {
  const created = await createTestimonial({
    db: database.db(),
    input: { ...fields, name: "Sam", status: "active" },
    image: { file: await pngFile() },
    actor: testActor,
  });
  if (!created.ok) throw new Error("setup failed");
  return created.id;
}

describe("editing a testimonial", () => {
  it("saves the fields and keeps the photo when the image field is untouched", async () => {
    const id = await carouselTestimonial();
    expect(await updateTestimonial({ db: database.db(), id, input: fields, actor: testActor })).toEqual({
      ok: true,
      id,
    });
    const saved = await getTestimonial({ db: database.db(), id });
    expect(saved).toMatchObject({ name: "Sam Porter", quote: "Calmer now.", displayOrder: 4, status: "inactive" });
    expect(saved?.imageSrc).toMatch(/^\/media\//);
    expect((await database.db().select().from(auditLog)).map((event) => event.action)).toEqual(["create", "update"]);
  });

  it("refuses to remove the photo where the location shows it, but not elsewhere", async () => {
    const id = await carouselTestimonial();
    const removing = { remove: true };
    expect(
      await updateTestimonial({ db: database.db(), id, input: fields, image: removing, actor: testActor }),
    ).toEqual({
      ok: false,
      error: "invalid",
      errors: { image: TESTIMONIAL_MESSAGES.imageRequired },
    });
    const moved = { ...fields, location: "coaching_step1" };
    expect(
      (await updateTestimonial({ db: database.db(), id, input: moved, image: removing, actor: testActor })).ok,
    ).toBe(true);
    expect(await getTestimonial({ db: database.db(), id })).toMatchObject({ imageId: null, imageSrc: null });
  });

  it("changes nothing when the image is not an image", async () => {
    const row = await addTestimonial(database.db(), { location: "coaching_step2" });
    const result = await updateTestimonial({
      db: database.db(),
      id: row.id,
      input: fields,
      image: { file: textRenamedPng() },
      actor: testActor,
    });
    expect(result).toEqual({ ok: false, error: "invalid", errors: { image: IMAGE_MESSAGES.notAnImage } });
    expect(await database.db().select().from(testimonials)).toEqual([row]);
  });

  it("answers not found for a testimonial that does not exist", async () => {
    for (const id of [randomUUID(), "7"])
      expect(await updateTestimonial({ db: database.db(), id, input: fields, actor: testActor })).toEqual({
        ok: false,
        error: "not-found",
      });
    expect(await getTestimonial({ db: database.db(), id: randomUUID() })).toBeNull();
  });
});
