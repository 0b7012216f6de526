import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { auditLog, testimonials } from "#db/schema";
import { addTestimonial } from "#tests/setup/content";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { deleteTestimonial } from "./delete-testimonial";

const database = withTestDatabase();

describe("deleting a testimonial", () => {
  it("moves it to the trash and records it; a second delete finds nothing", async () => {
    const sam = await addTestimonial(database.db());
    const dee = await addTestimonial(database.db(), { name: "Dee" });
    expect(await deleteTestimonial({ db: database.db(), id: sam.id, actor: testActor })).toEqual({
      ok: true,
      name: "Sam P.",
      trashId: expect.any(String),
    });
    expect(await database.db().select().from(testimonials)).toEqual([dee]);
    for (const id of [sam.id, randomUUID(), "x"])
      expect(await deleteTestimonial({ db: database.db(), id, actor: testActor })).toEqual({
        ok: false,
        error: "not-found",
      });
    expect(await database.db().select().from(auditLog)).toEqual([
      expect.objectContaining({ action: "trash", targetType: "testimonial", targetId: sam.id }),
    ]);
  });
});
