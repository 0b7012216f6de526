import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "#core/dates";
import {
  classInstances,
  classRegistrations,
  classTypes,
  contactMessages,
  emailSubscribers,
  faqQuestions,
  heroImages,
  legalPages,
  siteSettings,
} from "#db/schema";
import { HERO_PAGES } from "#rules/allowed-values";
import { OVERVIEW_CLASS_DATES_SHOWN } from "#rules/overview";
import { daysFromNow, insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { addClassInstance, addClassType, today } from "#tests/setup/content";
import { backend, withTestDatabase } from "#tests/setup/database";
import { addMessage } from "#tests/setup/inbox-test-rows";
import { addSubscriber } from "#tests/setup/subscriber-test-rows";
import { getOverview } from "./get-overview";

const database = withTestDatabase();

const overview = () => getOverview({ db: database.db(), today: today() });

async function warnings() {
  return (await overview()).warnings.map((warning) => {
    switch (warning.kind) {
      case "page-without-hero":
        return `no hero: ${warning.page}`;
      case "class-type-without-dates":
        return `no dates: ${warning.classType.title}`;
      case "dates-under-draft-type":
        return `draft type: ${warning.classType.title} (${warning.dates})`;
      default:
        return warning.kind;
    }
  });
}

async function addActiveHero(page: string) {
  const [row] = await database
    .db()
    .insert(heroImages)
    .values({
      name: `${page} hero`,
      imageUrl: `https://images.example.com/${page}.jpg`,
      pageAssignment: page,
      isActive: true,
    })
    .returning();
  if (!row) throw new Error("no hero image");
  return row;
}

describe(`the dashboard's Overview on ${backend}`, () => {
  it("warns about each page without an active hero image until one is set", async () => {
    expect(await warnings()).toEqual([...HERO_PAGES.map((page) => `no hero: ${page}`), "no-upcoming-dates"]);
    for (const page of HERO_PAGES) await addActiveHero(page);
    expect(await warnings()).toEqual(["no-upcoming-dates"]);

    // An image assigned to the page but not active does not count.
    await database.db().update(heroImages).set({ isActive: false }).where(eq(heroImages.pageAssignment, "faq"));
    expect(await warnings()).toEqual(["no hero: faq", "no-upcoming-dates"]);
  });

  it("warns when the site lists no upcoming class date, and about published class types without one", async () => {
    for (const page of HERO_PAGES) await addActiveHero(page);
    const budget = await addClassType(database.db(), { title: "Budget Basics", slug: "budget" });
    const debt = await addClassType(database.db(), { title: "Debt Freedom", slug: "debt" });
    await addClassType(database.db(), { title: "Old Class", slug: "old", status: "archived" });
    expect(await warnings()).toEqual(["no-upcoming-dates", "no dates: Budget Basics", "no dates: Debt Freedom"]);

    // A past date, a draft date and an archived one do not count.
    await addClassInstance(database.db(), budget.id, { daysFromToday: -1 });
    await addClassInstance(database.db(), budget.id, { daysFromToday: 3, status: "draft" });
    await addClassInstance(database.db(), budget.id, { daysFromToday: 3, status: "archived" });
    expect(await warnings()).toEqual(["no-upcoming-dates", "no dates: Budget Basics", "no dates: Debt Freedom"]);

    // A date today counts, however far ahead the next one is.
    await addClassInstance(database.db(), budget.id, { daysFromToday: 0 });
    expect(await warnings()).toEqual(["no dates: Debt Freedom"]);
    await addClassInstance(database.db(), debt.id, { daysFromToday: 90 });
    expect(await warnings()).toEqual([]);

    // Taking the class type back to draft leaves its active date off the site.
    await database.db().update(classTypes).set({ status: "draft" }).where(eq(classTypes.id, debt.id));
    expect(await warnings()).toEqual(["draft type: Debt Freedom (1)"]);
  });

  it("warns about active dates under a draft class type until the type is published or the dates are drafts", async () => {
    for (const page of HERO_PAGES) await addActiveHero(page);
    const live = await addClassType(database.db(), { title: "Budget Basics", slug: "budget" });
    await addClassInstance(database.db(), live.id, { daysFromToday: 2 });
    const idea = await addClassType(database.db(), { title: "New Idea", slug: "idea", status: "draft" });
    await addClassInstance(database.db(), idea.id, { daysFromToday: -3 });
    await addClassInstance(database.db(), idea.id, { daysFromToday: 5, status: "draft" });
    expect(await warnings()).toEqual([]);

    const first = await addClassInstance(database.db(), idea.id, { daysFromToday: 5 });
    await addClassInstance(database.db(), idea.id, { daysFromToday: 40 });
    expect(await warnings()).toEqual(["draft type: New Idea (2)"]);

    await database.db().update(classInstances).set({ status: "draft" }).where(eq(classInstances.id, first.id));
    expect(await warnings()).toEqual(["draft type: New Idea (1)"]);
    await database.db().update(classTypes).set({ status: "active" }).where(eq(classTypes.id, idea.id));
    expect(await warnings()).toEqual([]);
  });

  it("names each placeholder the site still shows, and drops it once the owner's own value replaces it", async () => {
    for (const page of HERO_PAGES) await addActiveHero(page);
    const db = database.db();
    await db.insert(siteSettings).values({
      businessName: "Steady Path",
      supportEmail: "support@example.com",
      notificationEmail: "alerts@mail.example.org",
      phone: "+1-973-555-0142",
      postalAddress: "120 Main Street, Suite 210\nMaplewood, NJ 07040",
      clientLoginUrl: "https://clients.example.com/login",
      timeZone: "UTC",
      socialLinks: [{ network: "website", url: "https://video.example.com/@steady" }],
    });
    const budget = await addClassType(db, { title: "Budget Basics", slug: "budget" });
    const first = await addClassInstance(db, budget.id, {
      daysFromToday: 2,
      registrationUrl: "https://example.com/register/budget",
    });
    await addClassInstance(db, budget.id, { daysFromToday: 9, registrationUrl: "https://example.com/register/b2" });
    // A past date, a date registering on the site and a real link are not placeholders.
    await addClassInstance(db, budget.id, { daysFromToday: -3, registrationUrl: "https://example.com/old" });
    await addClassInstance(db, budget.id, {
      daysFromToday: 4,
      registrationUrl: "https://example.com/x",
      registrationMode: "on_site",
    });
    await addClassInstance(db, budget.id, { daysFromToday: 5, registrationUrl: "https://tickets.steadypath.test/b" });
    const [question] = await db
      .insert(faqQuestions)
      .values({ category: "General", question: "How do I reach you?", answer: "Write to help@example.com." })
      .returning();
    await db
      .insert(legalPages)
      .values({ slug: "terms", title: "Terms of Service", body: "Questions: legal@example.org" })
      .onConflictDoUpdate({ target: legalPages.slug, set: { body: "Questions: legal@example.org" } });
    await db.update(heroImages).set({ uploadedBy: "demo content" }).where(eq(heroImages.pageAssignment, "about"));

    const placeholders = (await overview()).warnings.filter((warning) => warning.kind !== "no-upcoming-dates");
    expect(placeholders).toEqual([
      { kind: "placeholder-setting", field: "supportEmail", value: "support@example.com" },
      { kind: "placeholder-setting", field: "notificationEmail", value: "alerts@mail.example.org" },
      { kind: "placeholder-setting", field: "phone", value: "+1-973-555-0142" },
      { kind: "placeholder-setting", field: "postalAddress", value: "120 Main Street, Suite 210\nMaplewood, NJ 07040" },
      { kind: "placeholder-setting", field: "clientLoginUrl", value: "https://clients.example.com/login" },
      { kind: "placeholder-social-link", url: "https://video.example.com/@steady" },
      {
        kind: "placeholder-register-link",
        classType: { id: budget.id, title: "Budget Basics" },
        first: { id: first.id, date: first.date },
        dates: 2,
      },
      { kind: "placeholder-faq", question: { id: question?.id, question: "How do I reach you?" } },
      { kind: "placeholder-legal", slug: "terms", title: "Terms of Service" },
      { kind: "demo-hero", page: "about" },
    ]);

    await db.update(siteSettings).set({
      supportEmail: "hello@steadypath.test",
      notificationEmail: "",
      phone: "+1 973 762 0142",
      postalAddress: "",
      clientLoginUrl: null,
      socialLinks: [],
    });
    await db.update(classInstances).set({ registrationUrl: "https://tickets.steadypath.test/a" });
    await db.update(faqQuestions).set({ answer: "Write to hello@steadypath.test." });
    await db.update(legalPages).set({ body: "Questions: hello@steadypath.test" });
    await db.update(heroImages).set({ uploadedBy: "owner@steadypath.test" });
    expect((await overview()).warnings).toEqual([{ kind: "no-social-links" }]);
  });

  it("lists the active class dates of the next 14 days with seats, soonest first", async () => {
    const budget = await addClassType(database.db(), { title: "Budget Basics", slug: "budget" });
    const idea = await addClassType(database.db(), { title: "New Idea", slug: "idea", status: "draft" });
    await addClassInstance(database.db(), budget.id, { daysFromToday: -1 });
    await addClassInstance(database.db(), budget.id, { daysFromToday: 14 });
    await addClassInstance(database.db(), budget.id, { daysFromToday: 2, status: "draft" });
    const last = await addClassInstance(database.db(), idea.id, { daysFromToday: 13, time: "9:00 AM" });
    const onSite = await addClassInstance(database.db(), budget.id, {
      daysFromToday: 0,
      registrationMode: "on_site",
      capacity: 12,
      availableSpots: 10,
    });
    await database
      .db()
      .insert(classRegistrations)
      .values([
        { classInstanceId: onSite.id, firstName: "A", lastName: "B", email: "a@example.com", status: "confirmed" },
        { classInstanceId: onSite.id, firstName: "C", lastName: "D", email: "c@example.com", status: "attended" },
        { classInstanceId: onSite.id, firstName: "E", lastName: "F", email: "e@example.com", status: "waitlisted" },
        {
          classInstanceId: onSite.id,
          firstName: "G",
          lastName: "H",
          email: "g@example.com",
          status: "cancelled",
          cancelledAt: new Date(),
        },
      ]);

    const { classDates } = await overview();
    expect(classDates.total).toBe(2);
    expect(classDates.dates).toEqual([
      {
        id: onSite.id,
        date: today(),
        time: "6:00 PM",
        location: "Online (Zoom)",
        capacity: 12,
        availableSpots: 10,
        registrationMode: "on_site",
        registered: 2,
        classType: { id: budget.id, title: "Budget Basics", status: "active" },
      },
      expect.objectContaining({
        id: last.id,
        date: addDays(today(), 13),
        registered: 0,
        classType: { id: idea.id, title: "New Idea", status: "draft" },
      }),
    ]);
  });

  it("counts every date of the window but lists only the first ones", async () => {
    const budget = await addClassType(database.db());
    for (let day = 0; day < OVERVIEW_CLASS_DATES_SHOWN + 2; day++)
      await addClassInstance(database.db(), budget.id, { daysFromToday: day % 14 });
    const { classDates } = await overview();
    expect(classDates.total).toBe(OVERVIEW_CLASS_DATES_SHOWN + 2);
    expect(classDates.dates).toHaveLength(OVERVIEW_CLASS_DATES_SHOWN);
    expect(classDates.dates.map((row) => row.date)).toEqual([...classDates.dates.map((row) => row.date)].sort());
  });

  it("uses the business's calendar day for the window", async () => {
    const budget = await addClassType(database.db());
    const tomorrow = await addClassInstance(database.db(), budget.id, { daysFromToday: 1 });
    const ahead = await getOverview({ db: database.db(), today: addDays(today(), 1) });
    expect(ahead.classDates.dates.map((row) => row.id)).toEqual([tomorrow.id]);
    const later = await getOverview({ db: database.db(), today: addDays(today(), 2) });
    expect(later.classDates.dates).toEqual([]);
    expect(later.warnings).toContainEqual({ kind: "no-upcoming-dates" });
  });

  it("shows the five newest unread messages", async () => {
    const start = Date.now() - 60 * 60 * 1000;
    for (let minute = 0; minute < 7; minute++)
      await addMessage(database.db(), {
        name: `Sender ${minute}`,
        subject: minute === 6 ? "" : `Subject ${minute}`,
        createdAt: new Date(start + minute * 60_000),
      });
    await addMessage(database.db(), { name: "Already read", status: "read", createdAt: new Date() });
    const { unreadMessages } = await overview();
    expect(unreadMessages.map((message) => message.name)).toEqual([
      "Sender 6",
      "Sender 5",
      "Sender 4",
      "Sender 3",
      "Sender 2",
    ]);
    expect(unreadMessages[0]).toMatchObject({ subject: "", messageStart: "Could you help me plan my monthly budget?" });

    await database.db().update(contactMessages).set({ status: "read" });
    expect((await overview()).unreadMessages).toEqual([]);
  });

  it("counts the newsletter signups of the last 7 days, confirmed and waiting", async () => {
    const day = 24 * 60 * 60 * 1000;
    await addSubscriber(database.db(), { email: "new@example.com", createdAt: new Date() });
    await addSubscriber(database.db(), { email: "six@example.com", createdAt: new Date(Date.now() - 6 * day) });
    await addSubscriber(database.db(), { email: "wait@example.com", status: "pending", createdAt: new Date() });
    await addSubscriber(database.db(), { email: "old@example.com", createdAt: new Date(Date.now() - 8 * day) });
    await addSubscriber(database.db(), {
      email: "gone@example.com",
      createdAt: new Date(),
      status: "unsubscribed",
      unsubscribedAt: new Date(),
    });
    expect((await overview()).signups).toEqual({ active: 2, pending: 1 });
    await database.db().delete(emailSubscribers);
    expect((await overview()).signups).toEqual({ active: 0, pending: 0 });
  });

  it("lists the next 5 bookings still to happen, soonest first, and counts those waiting for approval", async () => {
    const db = database.db();
    const type = await insertSessionType(db, { name: "Free consultation" });
    await insertBooking(db, type, daysFromNow(-1), { name: "Yesterday" });
    await insertBooking(db, type, daysFromNow(1), { name: "Called off", status: "cancelled" });
    for (let day = 7; day >= 2; day -= 1) {
      await insertBooking(db, type, daysFromNow(day), {
        name: `Day ${day}`,
        status: day === 3 ? "pending" : "confirmed",
      });
    }
    const { nextBookings } = await overview();
    expect(nextBookings.bookings.map((booking) => `${booking.name} ${booking.status}`)).toEqual([
      "Day 2 confirmed",
      "Day 3 pending",
      "Day 4 confirmed",
      "Day 5 confirmed",
      "Day 6 confirmed",
    ]);
    expect(nextBookings.bookings[0]?.sessionType).toBe("Free consultation");
    expect(nextBookings.pending).toBe(1);
  });
});
