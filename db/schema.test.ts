import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "#tests/setup/database";
import {
  classInstances,
  classTypes,
  contactMessages,
  emailSubscribers,
  heroImages,
  teamMembers,
  testimonials,
} from "./schema";

const database = withTestDatabase();

async function createClassType(overrides: Partial<typeof classTypes.$inferInsert> = {}) {
  const [row] = await database
    .db()
    .insert(classTypes)
    .values({
      title: "Budget Basics",
      slug: `budget-basics-${Math.random()}`,
      description: "Learn to budget",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no class type");
  return row;
}

/** The database's own error, whichever driver wrapped it. */
async function rejection(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ""}`;
  }
  throw new Error("expected the database to refuse the write");
}

describe("data model", () => {
  it("gives new rows their defaults: draft classes, 50 seats, unread messages of normal priority, active team members", async () => {
    const classType = await createClassType();
    expect(classType.status).toBe("draft");
    const [instance] = await database
      .db()
      .insert(classInstances)
      .values({ classTypeId: classType.id, date: "2030-01-01", time: "6 PM", location: "Online", price: "Free" })
      .returning();
    expect(instance).toMatchObject({ capacity: 50, availableSpots: 50, status: "draft" });

    const [message] = await database
      .db()
      .insert(contactMessages)
      .values({ name: "Ana", email: "ana@example.com", message: "Hello there, a question." })
      .returning();
    expect(message).toMatchObject({ status: "unread", priority: "normal", adminNotes: "" });
    expect(message?.createdAt).toBeInstanceOf(Date);

    const [member] = await database.db().insert(teamMembers).values({ name: "Sam" }).returning();
    expect(member).toMatchObject({ role: "Team Member", status: "active" });
  });

  it("refuses values outside the allowed lists of rules/allowed-values.ts", async () => {
    expect(await rejection(createClassType({ category: "seminar" }))).toMatch(/class_types_category_check/);
    expect(
      await rejection(database.db().insert(testimonials).values({ name: "A", quote: "Q", location: "sidebar" })),
    ).toMatch(/testimonials_location_check/);
    expect(
      await rejection(
        database
          .db()
          .insert(contactMessages)
          .values({ name: "A", email: "a@example.com", message: "0123456789", priority: "critical" }),
      ),
    ).toMatch(/contact_messages_priority_check/);
  });

  it("keeps one subscriber per address whatever its case", async () => {
    await database.db().insert(emailSubscribers).values({ firstName: "A", lastName: "B", email: "Pat@Example.com" });
    expect(
      await rejection(
        database.db().insert(emailSubscribers).values({ firstName: "C", lastName: "D", email: "pat@example.COM" }),
      ),
    ).toMatch(/email_subscribers_email_unique/);
  });

  it("allows at most one active hero image per page", async () => {
    const hero = (name: string, isActive: boolean) => ({
      name,
      imageUrl: `https://images.example.com/${name}.jpg`,
      pageAssignment: "home",
      isActive,
    });
    await database.db().insert(heroImages).values(hero("first", true));
    await database.db().insert(heroImages).values(hero("inactive", false));
    expect(await rejection(database.db().insert(heroImages).values(hero("second", true)))).toMatch(
      /hero_images_one_active_per_page/,
    );
    // Another page may have its own active image.
    await database
      .db()
      .insert(heroImages)
      .values({ ...hero("about", true), pageAssignment: "about" });
    expect(
      await rejection(
        database
          .db()
          .insert(heroImages)
          .values({ ...hero("nowhere", true), pageAssignment: "unassigned" }),
      ),
    ).toMatch(/hero_images_active_needs_page_check/);
  });

  it("keeps available spots between zero and the capacity", async () => {
    const classType = await createClassType();
    const base = { classTypeId: classType.id, date: "2030-01-01", time: "6 PM", location: "Online", price: "$49" };
    expect(
      await rejection(
        database
          .db()
          .insert(classInstances)
          .values({ ...base, capacity: 10, availableSpots: 11 }),
      ),
    ).toMatch(/class_instances_spots_check/);
    expect(
      await rejection(
        database
          .db()
          .insert(classInstances)
          .values({ ...base, capacity: 0, availableSpots: 0 }),
      ),
    ).toMatch(/class_instances_capacity_check/);
  });

  it("refuses to delete a class type that still has scheduled classes", async () => {
    const classType = await createClassType();
    await database
      .db()
      .insert(classInstances)
      .values({ classTypeId: classType.id, date: "2030-01-01", time: "6 PM", location: "Online", price: "Free" });
    expect(await rejection(database.db().delete(classTypes).where(eq(classTypes.id, classType.id)))).toMatch(
      /foreign key|class_instances_class_type_id/,
    );
    const [{ count } = { count: 0 }] = await database
      .db()
      .select({ count: sql<number>`count(*)::int` })
      .from(classTypes);
    expect(count).toBe(1);
  });

  it("keeps a class type when its instructor is deleted, without an instructor", async () => {
    const [member] = await database.db().insert(teamMembers).values({ name: "Jo" }).returning();
    const classType = await createClassType({ instructorId: member?.id });
    await database
      .db()
      .delete(teamMembers)
      .where(eq(teamMembers.id, member?.id ?? ""));
    const [after] = await database.db().select().from(classTypes).where(eq(classTypes.id, classType.id));
    expect(after?.instructorId).toBeNull();
  });
});
