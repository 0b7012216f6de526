import { describe, expect, it } from "vitest";
import { nextTestimonialDisplayOrders } from "#core/display-order";
import { auditLog, images, testimonials } from "#db/schema";
import { DISPLAY_ORDER_MESSAGES } from "#rules/content-fields";
import { IMAGE_MESSAGES } from "#rules/images";
import { TESTIMONIAL_MESSAGES } from "#rules/testimonial";
import { addTestimonial } from "#tests/setup/content";
import { oversizedPng, pngFile, testActor, textRenamedPng } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { createTestimonial } from "./create-testimonial";

const database = withTestDatabase();
const sam = { name: "Sam P.", quote: "It helped me sleep again.", location: "home_carousel", status: "active" };

describe("adding a testimonial", () => {
  it("goes after the last testimonial of its own location when no order is given", async () => {
    await addTestimonial(database.db(), { location: "home_carousel", displayOrder: 7 });
    await addTestimonial(database.db(), { location: "coaching_step1", displayOrder: 2 });
    expect(await nextTestimonialDisplayOrders({ db: database.db() })).toMatchObject({
      home_carousel: 8,
      coaching_step1: 3,
      coaching_step2: 1,
    });
    const result = await createTestimonial({
      db: database.db(),
      input: { ...sam, location: "coaching_step1", displayOrder: undefined },
      actor: testActor,
    });
    if (!result.ok) throw new Error(JSON.stringify(result));
    const orders = await database.db().select().from(testimonials);
    expect(orders.find((row) => row.id === result.id)?.displayOrder).toBe(3);
  });

  it("stores it with its photo and records who added it", async () => {
    const result = await createTestimonial({
      db: database.db(),
      input: { ...sam, displayOrder: "3" },
      image: { file: await pngFile() },
      actor: testActor,
    });
    expect(result.ok).toBe(true);
    const [image] = await database.db().select().from(images);
    expect(await database.db().select().from(testimonials)).toEqual([
      expect.objectContaining({ ...sam, displayOrder: 3, imageId: image?.id, imageUrl: null }),
    ]);
    expect(await database.db().select().from(auditLog)).toEqual([
      expect.objectContaining({ action: "create", targetType: "testimonial", actorEmail: testActor.actorEmail }),
    ]);
  });

  it("needs a photo on the home carousel and the coaching page's main quote only", async () => {
    for (const location of ["home_carousel", "coaching_main"])
      expect(await createTestimonial({ db: database.db(), input: { ...sam, location }, actor: testActor })).toEqual({
        ok: false,
        error: "invalid",
        errors: { image: TESTIMONIAL_MESSAGES.imageRequired },
      });
    const linked = await createTestimonial({
      db: database.db(),
      input: sam,
      image: { url: "https://example.com/sam.jpg" },
      actor: testActor,
    });
    expect(linked.ok).toBe(true);
    const step = await createTestimonial({
      db: database.db(),
      input: { ...sam, location: "coaching_step3" },
      actor: testActor,
    });
    expect(step.ok).toBe(true);
  });

  it("gives every message at once for a crafted request, and stores nothing", async () => {
    expect(
      await createTestimonial({
        db: database.db(),
        input: { name: " ", quote: "", location: "coaching_main", displayOrder: "0", status: "hidden" },
        actor: testActor,
      }),
    ).toEqual({
      ok: false,
      error: "invalid",
      errors: {
        name: TESTIMONIAL_MESSAGES.nameRequired,
        quote: TESTIMONIAL_MESSAGES.quoteRequired,
        displayOrder: DISPLAY_ORDER_MESSAGES.tooSmall,
        status: TESTIMONIAL_MESSAGES.statusInvalid,
        image: TESTIMONIAL_MESSAGES.imageRequired,
      },
    });
    expect(
      await createTestimonial({ db: database.db(), input: { ...sam, location: "footer" }, actor: testActor }),
    ).toEqual({ ok: false, error: "invalid", errors: { location: TESTIMONIAL_MESSAGES.locationRequired } });
    expect(await database.db().select().from(testimonials)).toEqual([]);
  });

  it("refuses a text file renamed .png and an image over 5 MB", async () => {
    for (const [file, message] of [
      [textRenamedPng(), IMAGE_MESSAGES.notAnImage],
      [oversizedPng(), IMAGE_MESSAGES.tooLarge(5 * 1024 * 1024)],
    ] as const)
      expect(await createTestimonial({ db: database.db(), input: sam, image: { file }, actor: testActor })).toEqual({
        ok: false,
        error: "invalid",
        errors: { image: message },
      });
    expect(await database.db().select().from(testimonials)).toEqual([]);
    expect(await database.db().select().from(auditLog)).toEqual([]);
  });
});
