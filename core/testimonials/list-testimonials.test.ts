import { describe, expect, it } from "vitest";
import { addTestimonial } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";
import { listTestimonials } from "./list-testimonials";

const database = withTestDatabase();

async function addSome() {
  await addTestimonial(database.db(), { name: "Ana", location: "home_carousel", displayOrder: 2 });
  await addTestimonial(database.db(), { name: "Ben", location: "home_carousel", displayOrder: 1, status: "inactive" });
  await addTestimonial(database.db(), { name: "Cy", location: "coaching_step1", displayOrder: 9, quote: "Debt free!" });
  await addTestimonial(database.db(), {
    name: "Dee",
    location: "coaching_main",
    displayOrder: 5,
    imageUrl: "https://example.com/dee.jpg",
  });
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe("the back office's testimonial list", () => {
  it("orders by location, then display order", async () => {
    await addSome();
    const rows = await listTestimonials({ db: database.db() });
    expect(rows.map((row) => `${row.location}:${row.name}`)).toEqual([
      "coaching_main:Dee",
      "coaching_step1:Cy",
      "home_carousel:Ben",
      "home_carousel:Ana",
    ]);
    expect(rows[0]?.imageSrc).toBe("https://example.com/dee.jpg");
  });

  it("searches names and quotes and filters by status", async () => {
    await addSome();
    expect(names(await listTestimonials({ db: database.db(), search: "debt" }))).toEqual(["Cy"]);
    expect(names(await listTestimonials({ db: database.db(), search: "ana" }))).toEqual(["Ana"]);
    expect(names(await listTestimonials({ db: database.db(), status: "inactive" }))).toEqual(["Ben"]);
    expect(names(await listTestimonials({ db: database.db(), status: "draft" }))).toEqual([]);
  });
});
