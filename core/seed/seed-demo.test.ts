import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { computeOpenSlots } from "#core/bookings/compute-open-slots";
import { getBookingSettings } from "#core/bookings/get-booking-settings";
import { getPublicClassType } from "#core/classes/get-public-class-type";
import { listUpcomingClassInstances } from "#core/classes/list-upcoming-class-instances";
import { getActiveHeroImage } from "#core/hero-images/get-active-hero-image";
import { getImageVariant } from "#core/images/get-image-variant";
import { listArchivedIssues } from "#core/newsletter/list-archived-issues";
import { listSessionTypes } from "#core/session-types/list-session-types";
import { listActiveTeamMembers } from "#core/team/list-active-team-members";
import { listActiveTestimonials } from "#core/testimonials/list-active-testimonials";
import { bookingSettings, classRegistrations, contactMessages, emailSubscribers, newsletterIssues } from "#db/schema";
import { HERO_PAGES, MESSAGE_PRIORITIES, MESSAGE_STATUSES, TESTIMONIAL_LOCATIONS } from "#rules/allowed-values";
import { SessionTypeSchema } from "#rules/session-type";
import { withTestDatabase } from "#tests/setup/database";
import { seedDemoContent } from "./seed-demo";

const database = withTestDatabase();
const today = "2026-11-21";

describe("demo content", () => {
  it("gives every public page and admin list real rows", { timeout: 120_000 }, async () => {
    const db = database.db();
    await seedDemoContent({ db, today });

    const upcoming = await listUpcomingClassInstances({ db, today });
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.every((event) => event.date >= today)).toBe(true);
    expect(upcoming.map((event) => event.date)).toEqual([...upcoming.map((event) => event.date)].sort());

    // On-site registration in both states: an upcoming date with a few seats left, and a full one with a waitlist.
    const onSite = upcoming.filter((event) => event.registrationMode === "on_site");
    const withSeats = onSite.find((event) => event.availableSpots > 0 && event.availableSpots <= 5);
    const full = onSite.find((event) => event.availableSpots === 0);
    expect(withSeats).toBeDefined();
    expect(full).toBeDefined();
    const held = await db
      .select({ classInstanceId: classRegistrations.classInstanceId, status: classRegistrations.status })
      .from(classRegistrations);
    for (const event of [withSeats, full]) {
      const mine = held.filter((row) => row.classInstanceId === event?.id);
      expect(mine.filter((row) => row.status === "confirmed")).toHaveLength(
        (event?.capacity ?? 0) - (event?.availableSpots ?? 0),
      );
    }
    expect(held.some((row) => row.classInstanceId === full?.id && row.status === "waitlisted")).toBe(true);

    // A past class and a draft class exist but are not public.
    const [{ past, drafts } = { past: 0, drafts: 0 }] = (
      (await db.execute(sql`select count(*) filter (where date < ${today})::int as past,
        count(*) filter (where status = 'draft')::int as drafts from class_instances`)) as unknown as {
        rows: { past: number; drafts: number }[];
      }
    ).rows;
    expect(past).toBeGreaterThan(0);
    expect(drafts).toBeGreaterThan(0);

    const first = upcoming[0];
    const classPage = await getPublicClassType({ db, slug: first?.classType.slug ?? "", today });
    expect(classPage?.agenda.length).toBeGreaterThan(0);
    expect(classPage?.whatYouGet.length).toBeGreaterThan(0);
    expect(classPage?.testimonials.length).toBeGreaterThan(0);
    expect(classPage?.instructor?.image?.srcSet.avif).toMatch(/\/media\/\S+\.avif \d+w/);

    const team = await listActiveTeamMembers({ db });
    expect(team).toHaveLength(3);
    expect(team.every((member) => member.image !== null)).toBe(true);

    for (const location of TESTIMONIAL_LOCATIONS) {
      expect(await listActiveTestimonials({ db, locations: [location] })).not.toHaveLength(0);
    }

    for (const page of HERO_PAGES) {
      const hero = await getActiveHeroImage({ db, page });
      // Drawn 1950 px tall, so the phone crop reaches 1170 px (decision 039).
      expect(hero?.image?.width).toBe(3467);
      expect(hero?.image?.height).toBe(1950);
      expect(hero?.image?.srcSet.avif).toMatch(/-1920\.avif 1920w$/);
      expect(hero?.image?.portraitSrcSet?.avif).toMatch(/-1170\.avif 1170w$/);
    }

    const messages = await db.select().from(contactMessages);
    expect(new Set(messages.map((message) => message.status))).toEqual(new Set(MESSAGE_STATUSES));
    expect(new Set(messages.map((message) => message.priority))).toEqual(new Set(MESSAGE_PRIORITIES));
    const subscribers = await db.select().from(emailSubscribers);
    expect(new Set(subscribers.map((subscriber) => subscriber.status))).toEqual(new Set(["active", "unsubscribed"]));

    // The newsletter: an issue sent weeks ago, in the archive, to the subscribers active that day, and a draft.
    const { issues: archived } = await listArchivedIssues({ db });
    expect(archived.map((issue) => issue.subject)).toEqual(["Three small money habits that add up"]);
    const issues = await db.select().from(newsletterIssues);
    expect(issues.map((issue) => issue.status).sort()).toEqual(["draft", "sent"]);
    const sent = issues.find((issue) => issue.status === "sent");
    const sentAt = sent?.sendStartedAt ?? new Date();
    expect(Date.now() - sentAt.getTime()).toBeGreaterThan(14 * 86_400_000);
    const reached = subscribers.filter(
      (subscriber) =>
        subscriber.subscribedAt < sentAt && (subscriber.unsubscribedAt === null || subscriber.unsubscribedAt > sentAt),
    );
    expect(sent?.recipientCount).toBe(reached.length);
    expect(reached.length).toBeGreaterThan(0);

    const hero = await getActiveHeroImage({ db, page: "home" });
    const smallestAvif = hero?.image?.srcSet.avif.split(",")[0]?.trim().split(" ")[0]?.replace("/media/", "");
    const variant = await getImageVariant({ db, fileName: smallestAvif ?? "" });
    expect(variant?.format).toBe("avif");
    // The phone-sized hero must stay light for a slow connection.
    expect(variant?.byteSize).toBeLessThan(40_000);
  });

  it("offers the free consultation and the Money Strategy Session, bookable in the demo week", {
    timeout: 120_000,
  }, async () => {
    const db = database.db();
    await seedDemoContent({ db, today });
    const types = await listSessionTypes({ db, status: "active" });
    expect(types.map((type) => [type.name, type.durationMinutes, type.price, type.confirmation])).toEqual([
      ["Free consultation", 30, "Free", "instant"],
      ["Money Strategy Session", 150, "$497", "approval"],
    ]);
    // Each is one the owner could have saved through the form.
    for (const type of types) {
      const form = {
        ...type,
        minNoticeHours: type.minNoticeMinutes / 60,
        countsTowardCap: type.countsTowardCap ? "on" : "",
      };
      const questions = type.intakeQuestions.map((question) => ({ ...question, choices: question.choices.join("\n") }));
      expect(SessionTypeSchema.safeParse({ ...form, intakeQuestions: questions }).success).toBe(true);
    }
    const settings = await getBookingSettings({ db });
    expect(settings.newClientCap).toBe(2);
    const [strategy] = types.filter((type) => type.countsTowardCap);
    if (!strategy) throw new Error("the strategy session counts toward the cap");
    const slots = computeOpenSlots({
      rules: {
        timeZone: "America/New_York",
        weeklyHours: settings.weeklyHours,
        overrides: [],
        slotStepMinutes: settings.slotStepMinutes,
        ...strategy,
        sameTypeStarts: [],
        busy: [],
      },
      now: Date.parse(`${today}T12:00:00Z`),
      from: today,
      days: 14,
    });
    expect(slots.length).toBeGreaterThan(0);
    // At most one a day, so each day offers its times but a booking takes the day.
    expect(new Set(slots.map((slot) => slot.date)).size).toBeGreaterThanOrEqual(4);
  });

  it("keeps booking hours the owner already saved", { timeout: 120_000 }, async () => {
    const db = database.db();
    await db.insert(bookingSettings).values({ id: 1, weeklyHours: [{ weekday: 1, start: "08:00", end: "09:00" }] });
    await seedDemoContent({ db, today });
    expect((await getBookingSettings({ db })).weeklyHours).toEqual([{ weekday: 1, start: "08:00", end: "09:00" }]);
  });
});
