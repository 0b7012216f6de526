import { describe, expect, it } from "vitest";
import { createTeamMember } from "#core/team/create-team-member";
import { listTeamMembers } from "#core/team/list-team-members";
import { updateTeamMember } from "#core/team/update-team-member";
import { createTestimonial } from "#core/testimonials/create-testimonial";
import { listTestimonials } from "#core/testimonials/list-testimonials";
import { updateTestimonial } from "#core/testimonials/update-testimonial";
import { addTeamMember, addTestimonial } from "#tests/setup/content";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";

const database = withTestDatabase();

async function carouselOrder() {
  const rows = await listTestimonials({ db: database.db(), location: "home_carousel" });
  return rows.map((row) => [row.name, row.displayOrder]);
}

describe("a row saved at display order N takes place N", () => {
  it("puts a new testimonial at order 1 before the one that was first, and moves the others down", async () => {
    const db = database.db();
    await addTestimonial(db, { name: "Ann", displayOrder: 1 });
    await addTestimonial(db, { name: "Bea", displayOrder: 2 });
    await addTestimonial(db, { name: "Other page", location: "coaching_step1", displayOrder: 1 });
    const created = await createTestimonial({
      db,
      input: { name: "Cleo", quote: "Clear at last.", location: "home_carousel", displayOrder: "1", status: "active" },
      image: { url: "https://images.example.org/cleo.jpg" },
      actor: testActor,
    });
    expect(created.ok).toBe(true);
    expect(await carouselOrder()).toEqual([
      ["Cleo", 1],
      ["Ann", 2],
      ["Bea", 3],
    ]);
    // Another location's order is its own.
    const coaching = await listTestimonials({ db, location: "coaching_step1" });
    expect(coaching.map((row) => [row.name, row.displayOrder])).toEqual([["Other page", 1]]);
  });

  it("moves an edited testimonial to the place typed, up or down", async () => {
    const db = database.db();
    const ann = await addTestimonial(db, { name: "Ann", displayOrder: 1 });
    await addTestimonial(db, { name: "Bea", displayOrder: 2 });
    const cleo = await addTestimonial(db, { name: "Cleo", displayOrder: 3 });
    const save = (id: string, name: string, displayOrder: string) =>
      updateTestimonial({
        db,
        id,
        input: { name, quote: "It helped.", location: "home_carousel", displayOrder, status: "active" },
        image: { url: "https://images.example.org/photo.jpg" },
        actor: testActor,
      });
    expect((await save(cleo.id, "Cleo", "1")).ok).toBe(true);
    expect(await carouselOrder()).toEqual([
      ["Cleo", 1],
      ["Ann", 2],
      ["Bea", 3],
    ]);
    expect((await save(ann.id, "Ann", "3")).ok).toBe(true);
    expect(await carouselOrder()).toEqual([
      ["Cleo", 1],
      ["Bea", 2],
      ["Ann", 3],
    ]);
  });

  it("leaves the others alone when the place is free", async () => {
    const db = database.db();
    await addTestimonial(db, { name: "Ann", displayOrder: 1 });
    await addTestimonial(db, { name: "Bea", displayOrder: 5 });
    const created = await createTestimonial({
      db,
      input: { name: "Cleo", quote: "Calm.", location: "home_carousel", displayOrder: "3", status: "active" },
      image: { url: "https://images.example.org/cleo.jpg" },
      actor: testActor,
    });
    expect(created.ok).toBe(true);
    expect(await carouselOrder()).toEqual([
      ["Ann", 1],
      ["Cleo", 3],
      ["Bea", 5],
    ]);
  });

  it("does the same for team members, whom the same save serves", async () => {
    const db = database.db();
    const first = await addTeamMember(db, { name: "First", displayOrder: 1 });
    await addTeamMember(db, { name: "Second", displayOrder: 2 });
    const created = await createTeamMember({
      db,
      input: { name: "New", role: "Coach", bio: "Helps.", displayOrder: "1", status: "active" },
      actor: testActor,
    });
    expect(created.ok).toBe(true);
    const names = async () => (await listTeamMembers({ db })).map((row) => [row.name, row.displayOrder]);
    expect(await names()).toEqual([
      ["New", 1],
      ["First", 2],
      ["Second", 3],
    ]);
    const moved = await updateTeamMember({
      db,
      id: first.id,
      input: { name: "First", role: "Coach", bio: "Helps.", displayOrder: "3", status: "active" },
      actor: testActor,
    });
    expect(moved.ok).toBe(true);
    expect(await names()).toEqual([
      ["New", 1],
      ["Second", 2],
      ["First", 3],
    ]);
  });
});
