import { addDays } from "#core/dates";
import type { Executor } from "#db/client";
import {
  bookingSettings,
  classInstances,
  classRegistrations,
  classTypes,
  contactMessages,
  emailSubscribers,
  heroImages,
  newsletterIssues,
  sessionTypes,
  teamMembers,
  testimonials,
} from "#db/schema";
import { classCoverSvg, heroLandscapeSvg, portraitSvg } from "./art";
import { avoidHolidays } from "./avoid-holidays";
import {
  DEMO_NEW_CLIENT_CAP,
  demoClassInstances,
  demoClassTypes,
  demoContactMessages,
  demoHeroImages,
  demoNewsletterIssues,
  demoRegistrants,
  demoSessionTypes,
  demoSubscribers,
  demoTeamMembers,
  demoTestimonials,
  demoWeeklyHours,
} from "./demo-content";
import { DEMO_REGISTRATIONS } from "./demo-tables";
import { lockDemoContent } from "./lock-demo-content";
import { markDemoRows } from "./mark-demo-rows";
import { seedDemoVisits } from "./seed-demo-visits";
import { type DemoArt, storeDemoArt } from "./store-demo-art";

const DAY_MS = 24 * 60 * 60 * 1000;

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY_MS);
}

/**
 * Fills an empty database with the demo business: people, workshops, a
 * schedule around `today`, testimonials, hero images, messages, subscribers and 90 days of visit counts,
 * so every page and back-office screen has real rows to show.
 */
export async function seedDemoContent({
  db,
  today,
  art,
}: {
  db: Executor;
  today: string;
  /** The pictures, stored beforehand by `storeDemoArt`; stored here when not given. */
  art?: DemoArt;
}): Promise<void> {
  // The owner may have chosen, at setup, to start without it while the site was still starting.
  if ((await lockDemoContent(db)).declined) return;
  const stored = art ?? (await storeDemoArt({ db }));
  const picture = (svg: string) => {
    const image = stored.get(svg);
    if (!image) throw new Error("a demo picture was not stored by storeDemoArt");
    return image;
  };
  const memberIds = new Map<string, string>();
  for (const member of demoTeamMembers) {
    const image = await picture(portraitSvg(member.portrait));
    const [row] = await db
      .insert(teamMembers)
      .values({
        name: member.name,
        role: member.role,
        bio: member.bio,
        qualifications: member.qualifications,
        quote: member.quote,
        email: member.email,
        imageId: image.id,
        displayOrder: member.displayOrder,
        status: member.status,
      })
      .returning({ id: teamMembers.id });
    if (row) memberIds.set(member.key, row.id);
  }
  await markDemoRows({ db, table: "team_members", ids: [...memberIds.values()] });

  const testimonialIds: string[] = [];
  for (const testimonial of demoTestimonials) {
    const image =
      testimonial.withImage && testimonial.portrait ? await picture(portraitSvg(testimonial.portrait)) : null;
    const rows = await db
      .insert(testimonials)
      .values({
        name: testimonial.name,
        quote: testimonial.quote,
        location: testimonial.location,
        displayOrder: testimonial.displayOrder,
        status: testimonial.status,
        imageId: image?.id ?? null,
      })
      .returning({ id: testimonials.id });
    testimonialIds.push(...rows.map((row) => row.id));
  }
  await markDemoRows({ db, table: "testimonials", ids: testimonialIds });

  const classTypeIds = new Map<string, string>();
  for (const classType of demoClassTypes) {
    const cover = await picture(classCoverSvg({ title: classType.title, palette: classType.cover.palette }));
    const [row] = await db
      .insert(classTypes)
      .values({
        title: classType.title,
        slug: classType.slug,
        description: classType.description,
        howToPay: classType.howToPay,
        category: classType.category,
        status: classType.status,
        featuredImageId: cover.id,
        whatYouGet: classType.whatYouGet,
        agenda: classType.agenda,
        testimonials: classType.testimonials,
        instructorId: memberIds.get(classType.instructorKey) ?? null,
      })
      .returning({ id: classTypes.id });
    if (row) classTypeIds.set(classType.key, row.id);
  }
  await markDemoRows({ db, table: "class_types", ids: [...classTypeIds.values()] });

  const scheduled = demoClassInstances.flatMap((instance) => {
    const classTypeId = classTypeIds.get(instance.classTypeKey);
    if (!classTypeId) return [];
    return [
      {
        classTypeId,
        date: avoidHolidays(addDays(today, instance.daysFromToday)),
        time: instance.time,
        durationMinutes: instance.durationMinutes,
        attendance: instance.venue ? "in_person" : "online",
        location: instance.location,
        ...instance.venue,
        price: instance.price,
        capacity: instance.capacity,
        availableSpots: instance.availableSpots,
        registrationUrl: instance.registrationUrl,
        registrationMode: instance.registrationMode ?? "external",
        status: instance.status,
      },
    ];
  });
  const scheduledIds =
    scheduled.length > 0 ? await db.insert(classInstances).values(scheduled).returning({ id: classInstances.id }) : [];
  await markDemoRows({ db, table: "class_instances", ids: scheduledIds.map((row) => row.id) });
  await seedDemoRegistrations(
    db,
    scheduledIds.map((row, index) => ({
      id: row.id,
      ...demoClassInstances.filter((i) => classTypeIds.has(i.classTypeKey))[index],
    })),
  );

  const heroIds: string[] = [];
  for (const hero of demoHeroImages) {
    const image = await picture(heroLandscapeSvg(hero.page));
    const rows = await db
      .insert(heroImages)
      .values({
        name: hero.name,
        description: hero.description,
        imageId: image.id,
        pageAssignment: hero.page,
        isActive: true,
        uploadedBy: "demo content",
        fileSize: image.byteSize,
        width: image.width,
        height: image.height,
      })
      .returning({ id: heroImages.id });
    heroIds.push(...rows.map((row) => row.id));
  }
  await markDemoRows({ db, table: "hero_images", ids: heroIds });

  const messages = await db
    .insert(contactMessages)
    .values(
      demoContactMessages.map((message) => ({
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        status: message.status,
        priority: message.priority,
        adminNotes: message.adminNotes,
        createdAt: daysAgo(message.daysAgo),
        updatedAt: daysAgo(message.daysAgo),
      })),
    )
    .returning({ id: contactMessages.id });
  await markDemoRows({ db, table: "contact_messages", ids: messages.map((row) => row.id) });

  const subscribers = await db
    .insert(emailSubscribers)
    .values(
      demoSubscribers.map((subscriber) => ({
        firstName: subscriber.firstName,
        lastName: subscriber.lastName,
        email: subscriber.email,
        status: subscriber.status,
        source: subscriber.source,
        subscribedAt: daysAgo(subscriber.daysAgo),
        unsubscribedAt: subscriber.unsubscribedDaysAgo === null ? null : daysAgo(subscriber.unsubscribedDaysAgo),
        createdAt: daysAgo(subscriber.daysAgo),
      })),
    )
    .returning({ id: emailSubscribers.id });
  await markDemoRows({ db, table: "email_subscribers", ids: subscribers.map((row) => row.id) });

  await seedDemoBooking(db);
  await seedDemoNewsletter(db);
  await seedDemoVisits({ db, today });
}

/**
 * The newsletter: an issue sent weeks ago, in the public archive, and a
 * draft. The sent one says how many subscribers it reached (the demo's
 * subscribers who were active that day) but has no copies in the outbox:
 * they would only be made-up mail to made-up people.
 */
async function seedDemoNewsletter(db: Executor) {
  const rows = demoNewsletterIssues.map((issue) => {
    const { sentDaysAgo } = issue;
    const base = {
      subject: issue.subject,
      previewText: issue.previewText,
      body: issue.body,
      slug: issue.slug,
      inArchive: issue.inArchive,
    };
    if (sentDaysAgo === null) return { ...base, status: "draft", createdAt: daysAgo(2), updatedAt: daysAgo(1) };
    const started = daysAgo(sentDaysAgo);
    const reached = demoSubscribers.filter(
      (subscriber) =>
        subscriber.daysAgo > sentDaysAgo &&
        (subscriber.unsubscribedDaysAgo === null || subscriber.unsubscribedDaysAgo < sentDaysAgo),
    ).length;
    return {
      ...base,
      status: "sent",
      sendStartedAt: started,
      sendFinishedAt: new Date(started.getTime() + 3 * 60_000),
      recipientCount: reached,
      createdAt: daysAgo(sentDaysAgo + 3),
      updatedAt: started,
    };
  });
  const added = await db
    .insert(newsletterIssues)
    .values(rows)
    .onConflictDoNothing({ target: newsletterIssues.slug })
    .returning({ id: newsletterIssues.id });
  await markDemoRows({ db, table: "newsletter_issues", ids: added.map((row) => row.id) });
}

/**
 * The two sessions the business offers, and its week of hours with the
 * monthly limit of new clients. The session types are demo rows (removing the
 * demo content takes them); the hours are settings and stay. A site whose
 * owner already saved booking settings keeps hers.
 */
async function seedDemoBooking(db: Executor) {
  const types = await db
    .insert(sessionTypes)
    .values(demoSessionTypes)
    .onConflictDoNothing({ target: sessionTypes.slug })
    .returning({ id: sessionTypes.id });
  await markDemoRows({ db, table: "session_types", ids: types.map((row) => row.id) });
  await db
    .insert(bookingSettings)
    .values({ id: 1, weeklyHours: demoWeeklyHours, newClientCap: DEMO_NEW_CLIENT_CAP })
    .onConflictDoNothing({ target: bookingSettings.id });
}

/** Registrations for the on-site demo dates, matching their seats: a few left on one, a full date with a waitlist. */
async function seedDemoRegistrations(
  db: Executor,
  dates: ({ id: string } & Partial<(typeof demoClassInstances)[number]>)[],
) {
  const rows = dates.flatMap((date) => {
    if (date.registrationMode !== "on_site" || date.capacity === undefined || date.availableSpots === undefined)
      return [];
    const confirmed = date.capacity - date.availableSpots;
    return demoRegistrants.slice(0, confirmed + (date.waitlisted ?? 0)).map((person, index) => ({
      classInstanceId: date.id,
      ...person,
      status: index < confirmed ? "confirmed" : "waitlisted",
      queuedAt: new Date(Date.now() - (100 - index) * 3_600_000),
    }));
  });
  if (rows.length === 0) return;
  const added = await db.insert(classRegistrations).values(rows).returning({ id: classRegistrations.id });
  await markDemoRows({ db, table: DEMO_REGISTRATIONS, ids: added.map((row) => row.id) });
}
