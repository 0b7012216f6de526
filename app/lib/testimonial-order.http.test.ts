import { describe, expect, it } from "vitest";
import { testimonials } from "#db/schema";
import { TESTIMONIAL_MESSAGES } from "#rules/testimonial";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addTestimonial } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";

/** The testimonials tab over HTTP: its location filter, moving within a location, and a new one's default order. */

const database = withTestDatabase();
const http = withAdminHttp(database);
const { app, session } = http;

const post = (path: string, fields: Record<string, string>) => http.submit(path, fields, { multipart: true });

const ordersByName = async () =>
  Object.fromEntries(
    (await database.db().select().from(testimonials)).map((row) => [row.name, `${row.location}:${row.displayOrder}`]),
  );

describe("the testimonials tab", () => {
  it("filters by location, with each row's up and down buttons off at the ends of its location", async () => {
    const db = database.db();
    await addTestimonial(db, { name: "Ana Home", location: "home_carousel", displayOrder: 1 });
    await addTestimonial(db, { name: "Ben Home", location: "home_carousel", displayOrder: 2 });
    await addTestimonial(db, { name: "Dee Step", location: "coaching_step1", displayOrder: 1 });
    const page = async (query: string) =>
      (await app().request(`/admin/testimonials${query}`, { headers: { Cookie: session.cookie } })).text();

    const stepOnly = await page("?location=coaching_step1");
    expect(stepOnly).toContain("Dee Step");
    expect(stepOnly).not.toContain("Ana Home");
    expect(stepOnly).toMatch(/<select name="location"/);

    const all = await page("");
    // Dee is alone on her page: both buttons off. Ana is first of hers, Ben last.
    expect(all).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Dee Step up"/);
    expect(all).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Dee Step down"/);
    expect(all).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Ana Home up"/);
    expect(all).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Ana Home down"/);
    expect(all).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Ben Home down"/);
  });

  it("moves a testimonial within its location from a plain form, back to the list with the toast", async () => {
    const db = database.db();
    await addTestimonial(db, { name: "Ana", location: "home_carousel", displayOrder: 1 });
    const ben = await addTestimonial(db, { name: "Ben", location: "home_carousel", displayOrder: 2 });
    await addTestimonial(db, { name: "Dee", location: "coaching_step1", displayOrder: 1 });
    const back = "/admin/testimonials?location=home_carousel";
    const response = await post("/admin/testimonials/move", {
      id: ben.id,
      direction: "up",
      location: "home_carousel",
      returnTo: back,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(back);
    expect(await http.pageAfterRedirect(response)).toContain(TESTIMONIAL_MESSAGES.orderUpdated);
    expect(await ordersByName()).toEqual({
      Ana: "home_carousel:2",
      Ben: "home_carousel:1",
      Dee: "coaching_step1:1",
    });
  });

  it("refuses a move past the end of a location or with no direction, changing nothing", async () => {
    const db = database.db();
    const ana = await addTestimonial(db, { name: "Ana", location: "home_carousel", displayOrder: 1 });
    await addTestimonial(db, { name: "Dee", location: "coaching_step1", displayOrder: 5 });
    const atEnd = await post("/admin/testimonials/move", { id: ana.id, direction: "down" });
    expect(atEnd.status).toBe(409);
    const sideways = await post("/admin/testimonials/move", { id: ana.id, direction: "sideways" });
    expect(sideways.status).toBe(400);
    expect(await ordersByName()).toEqual({ Ana: "home_carousel:1", Dee: "coaching_step1:5" });
  });

  it("offers a new testimonial the next display order of its location", async () => {
    const db = database.db();
    await addTestimonial(db, { name: "Ana", location: "home_carousel", displayOrder: 7 });
    await addTestimonial(db, { name: "Dee", location: "coaching_step2", displayOrder: 2 });
    const response = await post("/admin/testimonials/new", {
      name: "Eve",
      location: "coaching_step2",
      quote: "Clear plan.",
      status: "active",
    });
    expect(response.status).toBe(302);
    expect((await ordersByName()).Eve).toBe("coaching_step2:3");
  });
});
