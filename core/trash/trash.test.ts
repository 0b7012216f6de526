import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteClassInstance } from "#core/classes/delete-class-instance";
import { deleteClassType } from "#core/classes/delete-class-type";
import { deleteContactMessage } from "#core/contact-messages/delete-contact-message";
import { createFaqQuestion } from "#core/faq/create-faq-question";
import { deleteFaqQuestion } from "#core/faq/delete-faq-question";
import { listPublicFaq } from "#core/faq/list-public-faq";
import { createHeroImage } from "#core/hero-images/create-hero-image";
import { deleteHeroImage } from "#core/hero-images/delete-hero-image";
import { storeImage } from "#core/images/store-image";
import { deleteTeamMember } from "#core/team/delete-team-member";
import { listActiveTeamMembers } from "#core/team/list-active-team-members";
import { deleteTestimonial } from "#core/testimonials/delete-testimonial";
import type { Database } from "#db/client";
import {
  auditLog,
  classInstances,
  classRegistrations,
  classTypeSlugHistory,
  classTypes,
  contactMessageReplies,
  contactMessages,
  faqQuestions,
  heroImages,
  images,
  teamMembers,
  testimonials,
  trashItems,
} from "#db/schema";
import { IMAGE_MAX_BYTES } from "#rules/images";
import { addClassInstance, addClassType, addTeamMember, addTestimonial } from "#tests/setup/content";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { heroFields, storedSource } from "#tests/setup/hero-images";
import { addMessage } from "#tests/setup/inbox-test-rows";
import { samplePicture } from "#tests/setup/sample-images";
import { listTrashItems } from "./list-trash-items";
import { purgeExpiredTrash } from "./purge-expired-trash";
import { purgeTrashItem } from "./purge-trash-item";
import { restoreTrashItem } from "./restore-trash-item";

const database = withTestDatabase();
const DAY = 86_400_000;

async function portrait(db: Database, colour = 0) {
  const bytes = await samplePicture("png", 400 + colour, 400);
  return storeImage({ db, bytes, purpose: "portrait", maxBytes: IMAGE_MAX_BYTES });
}

const actions = async (db: Database) =>
  (await db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id)).map((row) => row.action);

async function trashIdOf(result: { ok: boolean; trashId?: string }): Promise<string> {
  expect(result.ok).toBe(true);
  return result.trashId ?? "";
}

describe("the trash", () => {
  it("keeps a deleted testimonial and its photo, and restores it exactly", async () => {
    const db = database.db();
    const photo = await portrait(db);
    await addTestimonial(db, { name: "First", displayOrder: 1 });
    const quote = await addTestimonial(db, {
      name: "Maria G.",
      imageId: photo.id,
      location: "coaching_step2",
      displayOrder: 2,
      status: "inactive",
    });
    const trashId = await trashIdOf(await deleteTestimonial({ db, id: quote.id, actor: testActor }));

    expect(await db.select().from(testimonials).where(eq(testimonials.id, quote.id))).toEqual([]);
    expect(await db.select().from(images)).toHaveLength(1);
    expect(await listTrashItems({ db })).toEqual([
      expect.objectContaining({ id: trashId, kind: "testimonial", title: "Maria G.", deletedBy: "owner@example.com" }),
    ]);

    expect(await restoreTrashItem({ db, id: trashId, actor: testActor })).toEqual({
      ok: true,
      kind: "testimonial",
      rowId: quote.id,
      title: "Maria G.",
      inactive: false,
    });
    expect(await db.select().from(testimonials).where(eq(testimonials.id, quote.id))).toEqual([quote]);
    expect(await db.select().from(trashItems)).toEqual([]);
    expect(await actions(db)).toEqual(["trash", "restore"]);
    expect(await restoreTrashItem({ db, id: trashId, actor: testActor })).toEqual({ ok: false, error: "not-found" });
  });

  it("takes a team member off the public page and links them back to the classes they taught on restore", async () => {
    const db = database.db();
    const jordan = await addTeamMember(db, { displayOrder: 3, imageId: (await portrait(db)).id });
    const taught = await addClassType(db, { instructorId: jordan.id });
    const reassigned = await addClassType(db, { slug: "other", instructorId: jordan.id });
    const trashId = await trashIdOf(await deleteTeamMember({ db, id: jordan.id, actor: testActor }));

    expect(await listActiveTeamMembers({ db })).toEqual([]);
    const riley = await addTeamMember(db, { name: "Riley Chen" });
    await db.update(classTypes).set({ instructorId: riley.id }).where(eq(classTypes.id, reassigned.id));

    expect((await restoreTrashItem({ db, id: trashId, actor: testActor })).ok).toBe(true);
    expect(await db.select().from(teamMembers).where(eq(teamMembers.id, jordan.id))).toEqual([jordan]);
    const [first] = await db.select().from(classTypes).where(eq(classTypes.id, taught.id));
    const [second] = await db.select().from(classTypes).where(eq(classTypes.id, reassigned.id));
    expect(first?.instructorId).toBe(jordan.id);
    expect(second?.instructorId).toBe(riley.id);
  });

  it("deletes a team member's photo forever, but keeps one another row still shows", async () => {
    const db = database.db();
    const own = await portrait(db, 1);
    const shared = await portrait(db, 2);
    const jordan = await addTeamMember(db, { imageId: own.id });
    const riley = await addTeamMember(db, { name: "Riley", imageId: shared.id });
    await addTestimonial(db, { imageId: shared.id });
    const first = await trashIdOf(await deleteTeamMember({ db, id: jordan.id, actor: testActor }));
    const second = await trashIdOf(await deleteTeamMember({ db, id: riley.id, actor: testActor }));

    expect(await purgeTrashItem({ db, id: first, actor: testActor })).toEqual({ ok: true, title: "Jordan Lee" });
    expect(await purgeTrashItem({ db, id: second, actor: testActor })).toEqual({ ok: true, title: "Riley" });
    expect((await db.select({ id: images.id }).from(images)).map((row) => row.id)).toEqual([shared.id]);
    expect(await db.select().from(trashItems)).toEqual([]);
    expect(await actions(db)).toEqual(["trash", "trash", "purge", "purge"]);
    expect(await purgeTrashItem({ db, id: first, actor: testActor })).toEqual({ ok: false, error: "not-found" });
  });

  it("keeps a trashed row's image when another row stops using the same upload", async () => {
    const db = database.db();
    const shared = await portrait(db);
    const jordan = await addTeamMember(db, { imageId: shared.id });
    const hero = await createHeroImage({
      db,
      fields: heroFields("Sunrise"),
      source: { kind: "stored", image: shared },
      actor: testActor,
    });
    await trashIdOf(await deleteTeamMember({ db, id: jordan.id, actor: testActor }));
    const heroTrash = await trashIdOf(await deleteHeroImage({ db, id: hero.id, actor: testActor }));
    await purgeTrashItem({ db, id: heroTrash, actor: testActor });
    expect(await db.select({ id: images.id }).from(images)).toEqual([{ id: shared.id }]);
  });

  it("moves a hero image's picture out only when it is deleted forever", async () => {
    const db = database.db();
    const hero = await createHeroImage({
      db,
      fields: heroFields("Beach", "home", true),
      source: await storedSource(db),
      actor: testActor,
    });
    const trashId = await trashIdOf(await deleteHeroImage({ db, id: hero.id, actor: testActor }));
    expect(await db.select().from(heroImages)).toEqual([]);
    expect(await db.select().from(images)).toHaveLength(1);
    await purgeTrashItem({ db, id: trashId, actor: testActor });
    expect(await db.select().from(images)).toEqual([]);
  });

  it("restores an active hero image inactive when its page has another active one now", async () => {
    const db = database.db();
    const old = await createHeroImage({
      db,
      fields: heroFields("Old", "home", true),
      source: await storedSource(db),
      actor: testActor,
    });
    const trashId = await trashIdOf(await deleteHeroImage({ db, id: old.id, actor: testActor }));
    await createHeroImage({
      db,
      fields: heroFields("New", "home", true),
      source: await storedSource(db, { format: "png" }),
      actor: testActor,
    });
    expect(await restoreTrashItem({ db, id: trashId, actor: testActor })).toMatchObject({ ok: true, inactive: true });
    const active = await db.select({ name: heroImages.name }).from(heroImages).where(eq(heroImages.isActive, true));
    expect(active).toEqual([{ name: "New" }]);
  });

  it("restores a class type with its old addresses, and refuses clearly when its address was taken meanwhile", async () => {
    const db = database.db();
    const budget = await addClassType(db);
    await db.insert(classTypeSlugHistory).values({ slug: "budget-101", classTypeId: budget.id });
    const trashId = await trashIdOf(await deleteClassType({ db, id: budget.id, actor: testActor }));
    expect(await db.select().from(classTypeSlugHistory)).toEqual([]);

    const taker = await addClassType(db, { title: "Budget Basics 2" });
    expect(await restoreTrashItem({ db, id: trashId, actor: testActor })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "slug-taken",
      slug: "budget-basics",
    });
    expect(await db.select().from(trashItems)).toHaveLength(1);

    await db.update(classTypes).set({ slug: "budget-basics-2" }).where(eq(classTypes.id, taker.id));
    expect((await restoreTrashItem({ db, id: trashId, actor: testActor })).ok).toBe(true);
    expect(await db.select().from(classTypes).where(eq(classTypes.id, budget.id))).toEqual([budget]);
    expect(await db.select({ slug: classTypeSlugHistory.slug }).from(classTypeSlugHistory)).toEqual([
      { slug: "budget-101" },
    ]);
  });

  it("restores a class type without its instructor when the instructor was deleted forever meanwhile", async () => {
    const db = database.db();
    const jordan = await addTeamMember(db);
    const budget = await addClassType(db, { instructorId: jordan.id });
    const typeTrash = await trashIdOf(await deleteClassType({ db, id: budget.id, actor: testActor }));
    const memberTrash = await trashIdOf(await deleteTeamMember({ db, id: jordan.id, actor: testActor }));
    await purgeTrashItem({ db, id: memberTrash, actor: testActor });
    expect((await restoreTrashItem({ db, id: typeTrash, actor: testActor })).ok).toBe(true);
    expect(await db.select().from(classTypes)).toEqual([{ ...budget, instructorId: null }]);
  });

  it("still refuses a class type with scheduled dates, and restores a date with its registrations", async () => {
    const db = database.db();
    const budget = await addClassType(db);
    const date = await addClassInstance(db, budget.id, {
      registrationMode: "on_site",
      capacity: 10,
      availableSpots: 9,
    });
    await db.insert(classRegistrations).values({
      classInstanceId: date.id,
      firstName: "Ana",
      lastName: "Silva",
      email: "ana@example.com",
      status: "confirmed",
    });
    expect(await deleteClassType({ db, id: budget.id, actor: testActor })).toMatchObject({
      ok: false,
      conflict: "has-classes",
    });

    const dateTrash = await trashIdOf(await deleteClassInstance({ db, id: date.id, actor: testActor }));
    expect(await db.select().from(classRegistrations)).toEqual([]);
    const typeTrash = await trashIdOf(await deleteClassType({ db, id: budget.id, actor: testActor }));
    expect((await listTrashItems({ db })).find((item) => item.id === typeTrash)?.datesInTrash).toBe(1);

    expect(await restoreTrashItem({ db, id: dateTrash, actor: testActor })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "needs-parent",
      parentTitle: "Budget Basics",
    });
    expect((await restoreTrashItem({ db, id: typeTrash, actor: testActor })).ok).toBe(true);
    expect((await restoreTrashItem({ db, id: dateTrash, actor: testActor })).ok).toBe(true);
    expect(await db.select().from(classInstances)).toEqual([date]);
    expect(await db.select().from(classRegistrations)).toEqual([
      expect.objectContaining({ classInstanceId: date.id, email: "ana@example.com", status: "confirmed" }),
    ]);
  });

  it("deletes a class type's dates in the trash forever with it", async () => {
    const db = database.db();
    const budget = await addClassType(db);
    const date = await addClassInstance(db, budget.id);
    await deleteClassInstance({ db, id: date.id, actor: testActor });
    const typeTrash = await trashIdOf(await deleteClassType({ db, id: budget.id, actor: testActor }));
    await purgeTrashItem({ db, id: typeTrash, actor: testActor });
    expect(await db.select().from(trashItems)).toEqual([]);
  });

  it("restores a message with the replies sent to it", async () => {
    const db = database.db();
    const message = await addMessage(db, { status: "replied", adminNotes: "Called back" });
    await db.insert(contactMessageReplies).values({
      contactMessageId: message.id,
      authorEmail: "owner@example.com",
      subject: "Re: Budget question",
      body: "Happy to help.",
    });
    const trashId = await trashIdOf(await deleteContactMessage({ db, id: message.id, actor: testActor }));
    expect(await db.select().from(contactMessages)).toEqual([]);
    expect(await listTrashItems({ db })).toEqual([
      expect.objectContaining({ kind: "contact_message", title: "Ana Silva: Budget question" }),
    ]);
    expect((await restoreTrashItem({ db, id: trashId, actor: testActor })).ok).toBe(true);
    expect(await db.select().from(contactMessages)).toEqual([message]);
    expect(await db.select().from(contactMessageReplies)).toEqual([
      expect.objectContaining({ contactMessageId: message.id, body: "Happy to help." }),
    ]);
  });

  it("takes an FAQ question off the public FAQ and puts it back in its place", async () => {
    const db = database.db();
    const input = { category: "General", question: "Is it private?", answer: "Yes.", status: "active" };
    const created = await createFaqQuestion({ db, input, actor: testActor });
    if (!created.ok) throw new Error("no question");
    const [row] = await db.select().from(faqQuestions);
    const trashed = await deleteFaqQuestion({ db, id: created.id, actor: testActor });
    if (!trashed.ok) throw new Error("not trashed");
    expect(JSON.stringify(await listPublicFaq({ db }))).not.toContain("Is it private?");
    expect((await restoreTrashItem({ db, id: trashed.trashId, actor: testActor })).ok).toBe(true);
    expect(await db.select().from(faqQuestions)).toEqual([row]);
  });

  it("answers not found for ids that are not in the trash", async () => {
    const db = database.db();
    for (const id of [randomUUID(), "nope"]) {
      expect(await restoreTrashItem({ db, id, actor: testActor })).toEqual({ ok: false, error: "not-found" });
      expect(await purgeTrashItem({ db, id, actor: testActor })).toEqual({ ok: false, error: "not-found" });
    }
  });

  it("empties what has been in the trash for 30 days, with its images, and nothing newer", async () => {
    const db = database.db();
    const old = await addTestimonial(db, { name: "Old", imageId: (await portrait(db, 1)).id });
    const recent = await addTestimonial(db, { name: "Recent", imageId: (await portrait(db, 2)).id });
    const oldTrash = await trashIdOf(await deleteTestimonial({ db, id: old.id, actor: testActor }));
    await trashIdOf(await deleteTestimonial({ db, id: recent.id, actor: testActor }));
    const now = new Date();
    await db
      .update(trashItems)
      .set({ deletedAt: new Date(now.getTime() - 30 * DAY - 1000) })
      .where(eq(trashItems.id, oldTrash));

    expect(await purgeExpiredTrash({ db, now })).toBe(1);
    expect((await listTrashItems({ db })).map((item) => item.title)).toEqual(["Recent"]);
    expect(await db.select().from(images)).toHaveLength(1);
    const [purge] = await db.select().from(auditLog).where(eq(auditLog.action, "purge"));
    expect(purge).toMatchObject({ actorEmail: "automatic clean-up", targetId: old.id, details: { title: "Old" } });
    expect(await purgeExpiredTrash({ db, now })).toBe(0);
  });
});
