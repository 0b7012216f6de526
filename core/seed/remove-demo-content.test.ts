import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listActiveTestimonials } from "#core/testimonials/list-active-testimonials";
import { listTrashItems } from "#core/trash/list-trash-items";
import { restoreTrashItem } from "#core/trash/restore-trash-item";
import type { Database } from "#db/client";
import { queryRows } from "#db/query-rows";
import { appSettings, classRegistrations, siteSettings, testimonials, trashItems } from "#db/schema";
import { DEMO_PHONE, DEMO_POSTAL_ADDRESS } from "#rules/demo-content";
import { insertBooking } from "#tests/setup/booking-rows";
import { addTestimonial } from "#tests/setup/content";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { avoidHolidays } from "./avoid-holidays";
import { findDemoContent } from "./find-demo-content";
import { DEMO_DECLINED_KEY as demoContentDeclinedKey } from "./lock-demo-content";
import { removeDemoContent } from "./remove-demo-content";
import { seedDemoContent } from "./seed-demo";
import { DEMO_VISIT_DAYS } from "./seed-demo-visits";

const database = withTestDatabase();
const today = "2026-11-21";

const TABLES = [
  "team_members",
  "testimonials",
  "class_types",
  "class_instances",
  "class_registrations",
  "hero_images",
  "contact_messages",
  "email_subscribers",
  "session_types",
  "newsletter_issues",
];

/** Every row of the demo's tables, by table, as the database holds them (ids and all columns). */
async function snapshot(db: Database): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t order by t.id`,
    );
    all[table] = rows.map((entry) => entry.row);
  }
  return all;
}

async function count(db: Database, table: string): Promise<number> {
  const rows = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${sql.identifier(table)}`);
  return rows[0]?.count ?? 0;
}

async function settingsOf(db: Database) {
  const [row] = await db
    .select({ phone: siteSettings.phone, postalAddress: siteSettings.postalAddress })
    .from(siteSettings);
  return row;
}

describe("removing the demo content", () => {
  it("moves only the demo's untouched rows to the Trash as one item, and one Restore brings them all back", {
    timeout: 240_000,
  }, async () => {
    const db = database.db();
    await db.insert(siteSettings).values({
      businessName: "Steady Path Coaching",
      supportEmail: "support@example.com",
      timeZone: "America/New_York",
      phone: DEMO_PHONE,
      postalAddress: DEMO_POSTAL_ADDRESS,
    });
    await seedDemoContent({ db, today });

    // Hers: a testimonial she added, a demo testimonial she rewrote, and a real person registered on a demo date.
    const own = await addTestimonial(db, { name: "Real Client", quote: "She helped me pay off my card." });
    const [rewritten] = await db
      .update(testimonials)
      .set({ quote: "My own words now." })
      .where(
        sql`${testimonials.id} = (select id from testimonials where name <> 'Real Client' order by display_order limit 1)`,
      )
      .returning({ id: testimonials.id });
    const dates = await queryRows<{ id: string; classTypeId: string; instructorId: string }>(
      db,
      sql`select i.id::text as id, i.class_type_id::text as "classTypeId", c.instructor_id::text as "instructorId"
          from class_instances i join class_types c on c.id = i.class_type_id
          where i.registration_mode = 'on_site' order by i.date limit 1`,
    );
    const realDate = dates[0];
    if (!realDate) throw new Error("the demo has an on-site date");
    await db.insert(classRegistrations).values({
      classInstanceId: realDate.id,
      firstName: "Real",
      lastName: "Person",
      email: "real@example.net",
      status: "confirmed",
    });

    // Arranging a demo row (its order, whether it shows) does not make it hers.
    await db.execute(sql`update testimonials set display_order = display_order + 10 where id <> ${own.id}`);

    // The home page tells the demo's testimonials apart: examples, except the one she rewrote, and hers.
    const shown = await listActiveTestimonials({ db, locations: ["home_carousel", "coaching_main"] });
    const examples = shown.filter((row) => row.example).map((row) => row.id);
    expect(examples.length).toBeGreaterThan(3);
    expect(
      shown
        .filter((row) => !row.example)
        .map((row) => row.id)
        .sort(),
    ).toEqual([own.id, rewritten?.id].sort());

    const before = await snapshot(db);
    const found = await findDemoContent({ db });
    expect(found.counts).toMatchObject({
      teamMembers: 2,
      classTypes: 2,
      subscribers: 12,
      sessionTypes: 2,
      newsletterIssues: 2,
      phone: true,
      address: true,
    });
    expect(found.counts.testimonials).toBe((before.testimonials?.length ?? 0) - 2);

    // The demo's visit counts: a row per day before the seed's day, gone with the rest and back with it.
    expect(await count(db, "analytics_totals")).toBe(DEMO_VISIT_DAYS);
    const visitCounts = await count(db, "analytics_sources");

    const removed = await removeDemoContent({ db, actor: testActor });
    expect(removed.ok).toBe(true);
    expect(await count(db, "analytics_totals")).toBe(0);
    const trash = await listTrashItems({ db });
    expect(trash).toHaveLength(1);
    expect(trash[0]).toMatchObject({ kind: "demo_content" });
    expect(trash[0]?.title).toContain("12 subscribers, 2 session types, 2 newsletter issues");

    // What is hers stays: her testimonial, the one she rewrote, the date someone really registered for with its class type and instructor.
    expect((await db.select({ id: testimonials.id }).from(testimonials)).map((row) => row.id).sort()).toEqual(
      [own.id, rewritten?.id].sort(),
    );
    const left = await queryRows<{ date: number; dates: number; type: number; instructor: number }>(
      db,
      sql`select (select count(*)::int from class_instances where id = ${realDate.id}) as date,
                 (select count(*)::int from class_instances) as dates,
                 (select count(*)::int from class_types where id = ${realDate.classTypeId}) as type,
                 (select count(*)::int from team_members where id = ${realDate.instructorId}) as instructor`,
    );
    expect(left[0]).toEqual({ date: 1, dates: 1, type: 1, instructor: 1 });
    expect(await count(db, "team_members")).toBe(1);
    expect(await count(db, "hero_images")).toBe(0);
    expect(await count(db, "contact_messages")).toBe(0);
    expect(await count(db, "email_subscribers")).toBe(0);
    expect(await count(db, "session_types")).toBe(0);
    expect(await count(db, "newsletter_issues")).toBe(0);
    // The hours are settings: they stay for her own session types.
    expect(await count(db, "booking_settings")).toBe(1);
    expect(await settingsOf(db)).toEqual({ phone: "", postalAddress: "" });
    const visible = await listActiveTestimonials({ db, locations: ["home_carousel"] });
    expect(visible.map((row) => row.name)).toContain("Real Client");

    // A second removal finds nothing and adds nothing to the Trash.
    expect((await removeDemoContent({ db, actor: testActor })).ok).toBe(false);
    expect(await listTrashItems({ db })).toHaveLength(1);

    // She gives her own phone meanwhile: the restore keeps it and brings the demo address back.
    await db.update(siteSettings).set({ phone: "+1 201 555 7788" });
    const restored = await restoreTrashItem({ db, id: trash[0]?.id ?? "", actor: testActor });
    expect(restored.ok).toBe(true);
    expect(await snapshot(db)).toEqual(before);
    expect(await count(db, "analytics_sources")).toBe(visitCounts);
    expect(await settingsOf(db)).toEqual({ phone: "+1 201 555 7788", postalAddress: DEMO_POSTAL_ADDRESS });
    expect(await db.select().from(trashItems)).toHaveLength(0);
    // Restored demo rows are demo content again.
    expect((await findDemoContent({ db })).counts.subscribers).toBe(12);
  });

  it("keeps a demo session type someone booked", { timeout: 240_000 }, async () => {
    const db = database.db();
    await seedDemoContent({ db, today });
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select id::text as id from session_types where slug = 'free-consultation'`,
    );
    const booked = rows[0]?.id ?? "";
    await insertBooking(db, { id: booked, durationMinutes: 30 }, new Date("2030-03-05T15:00:00Z"), {
      name: "Real Person",
      email: "real@example.net",
      visitorTimeZone: "UTC",
    });
    expect((await findDemoContent({ db })).counts.sessionTypes).toBe(1);
    expect((await removeDemoContent({ db, actor: testActor })).ok).toBe(true);
    const left = await queryRows<{ id: string }>(db, sql`select id::text as id from session_types`);
    expect(left).toEqual([{ id: booked }]);
  });

  it("adds nothing once the owner chose at setup to start without it", async () => {
    const db = database.db();
    await db.insert(appSettings).values({ key: demoContentDeclinedKey, value: new Date().toISOString() });
    await seedDemoContent({ db, today });
    expect(await count(db, "team_members")).toBe(0);
    expect(await count(db, "email_subscribers")).toBe(0);
    expect(await db.select().from(appSettings).where(eq(appSettings.key, demoContentDeclinedKey))).toHaveLength(1);
  });
});

describe("the demo's class dates", () => {
  it("move off holidays to the next ordinary day", () => {
    expect(avoidHolidays("2026-12-25")).toBe("2026-12-27");
    expect(avoidHolidays("2026-12-24")).toBe("2026-12-27");
    expect(avoidHolidays("2026-11-26")).toBe("2026-11-28");
    expect(avoidHolidays("2027-01-01")).toBe("2027-01-02");
    expect(avoidHolidays("2026-12-02")).toBe("2026-12-02");
  });
});
