import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, testimonials } from "#db/schema";
import { addTestimonial } from "#tests/setup/content";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { listTestimonials } from "./list-testimonials";
import { moveTestimonial } from "./move-testimonial";

const database = withTestDatabase();

const orders = async () =>
  (await database.db().select().from(testimonials).orderBy(asc(testimonials.name))).map(
    (row) => `${row.name}:${row.displayOrder}`,
  );

/** Ana, Ben and Cy on the home carousel; Dee on the first coaching step, between them by order. */
async function addFour(home = [1, 2, 3]) {
  const db = database.db();
  const added = [];
  for (const [index, name] of ["Ana", "Ben", "Cy"].entries()) {
    const createdAt = new Date(Date.UTC(2026, 0, 1, 9, index));
    added.push(await addTestimonial(db, { name, location: "home_carousel", displayOrder: home[index], createdAt }));
  }
  const dee = await addTestimonial(db, { name: "Dee", location: "coaching_step1", displayOrder: 2 });
  const [a, b, c] = added;
  if (!a || !b || !c) throw new Error("setup failed");
  return { a, b, c, dee };
}

const move = (id: string, direction: "up" | "down", filter = {}) =>
  moveTestimonial({ db: database.db(), id, direction, filter, actor: testActor });

describe("moving a testimonial within its location", () => {
  it("swaps orders with its neighbour of the same location only, and records the move", async () => {
    const { b, c } = await addFour();
    expect(await move(b.id, "up")).toEqual({ ok: true });
    expect(await orders()).toEqual(["Ana:2", "Ben:1", "Cy:3", "Dee:2"]);
    expect(await move(c.id, "up")).toEqual({ ok: true });
    expect(await orders()).toEqual(["Ana:3", "Ben:1", "Cy:2", "Dee:2"]);
    expect(await database.db().select().from(auditLog)).toEqual([
      expect.objectContaining({
        targetType: "testimonial",
        targetId: b.id,
        details: expect.objectContaining({ move: "up" }),
      }),
      expect.objectContaining({
        targetType: "testimonial",
        targetId: c.id,
        details: expect.objectContaining({ move: "up" }),
      }),
    ]);
  });

  it("refuses to move the first of a location up, the last down, or one that is gone, changing nothing", async () => {
    const { a, c, dee } = await addFour();
    const atEnd = { ok: false, error: "conflict", conflict: "at-end" };
    expect(await move(a.id, "up")).toEqual(atEnd);
    expect(await move(c.id, "down")).toEqual(atEnd);
    // Dee is alone on her page: nothing to swap with, whatever is listed around her.
    expect(await move(dee.id, "down")).toEqual(atEnd);
    expect(await move(randomUUID(), "up")).toEqual({ ok: false, error: "not-found" });
    expect(await move("not-an-id", "up")).toEqual({ ok: false, error: "not-found" });
    expect(await orders()).toEqual(["Ana:1", "Ben:2", "Cy:3", "Dee:2"]);
    expect(await database.db().select().from(auditLog)).toEqual([]);
  });

  it("moves within the filtered list, and numbers a location first when orders are shared", async () => {
    const { a, b, c } = await addFour([1, 1, 1]);
    await database.db().update(testimonials).set({ status: "inactive" }).where(eq(testimonials.id, b.id));
    // Ben is inactive: among active testimonials, Cy's neighbour above is Ana.
    expect(await move(c.id, "up", { status: "active" })).toEqual({ ok: true });
    expect(await orders()).toEqual(["Ana:3", "Ben:2", "Cy:1", "Dee:2"]);
    expect(await move(a.id, "down", { status: "active" })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "at-end",
    });
  });
});

describe("the testimonial list's location filter", () => {
  it("lists only the chosen location, with the other filters", async () => {
    await addFour();
    const names = async (filter: object) =>
      (await listTestimonials({ db: database.db(), ...filter })).map((row) => row.name);
    expect(await names({ location: "coaching_step1" })).toEqual(["Dee"]);
    expect(await names({ location: "home_carousel", search: "b" })).toEqual(["Ben"]);
    expect(await names({ location: "coaching_main" })).toEqual([]);
    expect(await names({ location: "all" })).toEqual(["Dee", "Ana", "Ben", "Cy"]);
  });
});
