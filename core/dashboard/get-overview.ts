import { and, asc, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { compareWeeks } from "#core/analytics/insights/compare-weeks";
import { addDays } from "#core/dates";
import type { Executor } from "#db/client";
import { queryRow, queryRows } from "#db/query-rows";
import { bookings, classInstances, classRegistrations, classTypes, contactMessages, sessionTypes } from "#db/schema";
import { type BookingStatus, HERO_PAGES, type HeroPage } from "#rules/allowed-values";
import {
  OVERVIEW_BOOKINGS_SHOWN,
  OVERVIEW_CLASS_DATES_SHOWN,
  OVERVIEW_DAYS_AHEAD,
  OVERVIEW_MESSAGES_SHOWN,
} from "#rules/overview";
import { listPlaceholders, type PlaceholderWarning } from "./list-placeholders";

/**
 * The dashboard's Overview: the next bookings and how many wait for approval,
 * the next class dates, the newest unread messages,
 * this week's newsletter signups, the last 7 days' visitors against the 7 before, the placeholders the public site still
 * shows and what it is missing (`warnings`, placeholders first). Every
 * read is limited or served by an index, so it stays quick at any list size.
 */
export async function getOverview({ db, today, now = new Date() }: { db: Executor; today: string; now?: Date }) {
  const [nextBookings, classDates, unreadMessages, signups, visits, placeholders, gaps] = await Promise.all([
    listNextBookings({ db, now }),
    listNextClassDates({ db, today }),
    listNewestUnreadMessages({ db }),
    countRecentSignups({ db, now }),
    compareWeeks({ db, today }),
    listPlaceholders({ db, today }),
    listContentWarnings({ db, today }),
  ]);
  const warnings: (PlaceholderWarning | ContentWarning)[] = [...placeholders, ...gaps];
  return { nextBookings, classDates, unreadMessages, signups, visits, warnings };
}

export type Overview = Awaited<ReturnType<typeof getOverview>>;

export type NextBooking = { id: string; startsAt: Date; name: string; status: BookingStatus; sessionType: string };

/**
 * The next bookings still to happen (pending or confirmed), soonest first,
 * and how many wait for the owner's approval. Served by the (status, start) index.
 */
async function listNextBookings({
  db,
  now,
}: {
  db: Executor;
  now: Date;
}): Promise<{ bookings: NextBooking[]; pending: number }> {
  const [next, [waiting]] = await Promise.all([
    db
      .select({
        id: bookings.id,
        startsAt: bookings.startsAt,
        name: bookings.name,
        status: bookings.status,
        sessionType: sessionTypes.name,
      })
      .from(bookings)
      .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
      .where(and(inArray(bookings.status, ["pending", "confirmed"]), gte(bookings.startsAt, now)))
      .orderBy(asc(bookings.startsAt), asc(bookings.id))
      .limit(OVERVIEW_BOOKINGS_SHOWN),
    db
      .select({ total: count() })
      .from(bookings)
      .where(and(eq(bookings.status, "pending"), gte(bookings.startsAt, now))),
  ]);
  return { bookings: next as NextBooking[], pending: waiting?.total ?? 0 };
}

export type NextClassDate = {
  id: string;
  date: string;
  time: string;
  location: string;
  capacity: number;
  availableSpots: number;
  registrationMode: string;
  /** Seats held (confirmed or checked in), for on-site registration. */
  registered: number;
  classType: { id: string; title: string; status: string };
};

/**
 * Active class dates from `today` (where the business is) through the next
 * OVERVIEW_DAYS_AHEAD days, soonest first, at most OVERVIEW_CLASS_DATES_SHOWN,
 * with how many there are in all. Served by the (status, date) index.
 */
async function listNextClassDates({
  db,
  today,
}: {
  db: Executor;
  today: string;
}): Promise<{ dates: NextClassDate[]; total: number }> {
  const window = and(
    eq(classInstances.status, "active"),
    gte(classInstances.date, today),
    lt(classInstances.date, addDays(today, OVERVIEW_DAYS_AHEAD)),
  );
  const [dates, [counted]] = await Promise.all([
    db
      .select({
        id: classInstances.id,
        date: classInstances.date,
        time: classInstances.time,
        location: classInstances.location,
        capacity: classInstances.capacity,
        availableSpots: classInstances.availableSpots,
        registrationMode: classInstances.registrationMode,
        registered: sql<number>`(select count(*)::int from ${classRegistrations} where ${classRegistrations.classInstanceId} = ${classInstances.id} and ${classRegistrations.status} in ('confirmed', 'attended'))`,
        classType: { id: classTypes.id, title: classTypes.title, status: classTypes.status },
      })
      .from(classInstances)
      .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
      .where(window)
      .orderBy(asc(classInstances.date), asc(classInstances.time), asc(classInstances.id))
      .limit(OVERVIEW_CLASS_DATES_SHOWN),
    db.select({ total: sql<number>`count(*)::int` }).from(classInstances).where(window),
  ]);
  return { dates, total: counted?.total ?? 0 };
}

export type UnreadMessagePreview = {
  id: string;
  name: string;
  subject: string;
  /** The start of the message, for a one-line preview. */
  messageStart: string;
  createdAt: Date;
};

/** The newest unread contact messages, read from the (status, created_at) index. */
async function listNewestUnreadMessages({ db }: { db: Executor }): Promise<UnreadMessagePreview[]> {
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.status, "unread"))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(OVERVIEW_MESSAGES_SHOWN);
  return rows.map(({ message, ...row }) => ({ ...row, messageStart: message.slice(0, 121) }));
}

export type RecentSignups = {
  /** New subscribers of the last 7 days who are on the list now. */
  active: number;
  /** New signups of the last 7 days still waiting for their confirmation link to be followed. */
  pending: number;
};

/**
 * Newsletter signups of the last 7 days, by whether they are confirmed. Two
 * range reads of the (status, created_at) index, however long the list is.
 */
async function countRecentSignups({ db, now = new Date() }: { db: Executor; now?: Date }) {
  const since = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const row = await queryRow<RecentSignups>(
    db,
    sql`
    select
      (select count(*) from email_subscribers where status = 'active' and created_at >= ${since})::int as "active",
      (select count(*) from email_subscribers where status = 'pending' and created_at >= ${since})::int as "pending"
  `,
  );
  return row ?? { active: 0, pending: 0 };
}

/** Something the public site is missing or hiding, with what the owner needs to fix it. */
export type ContentWarning =
  /** The page shows no hero image of its own. */
  | { kind: "page-without-hero"; page: HeroPage }
  /** The events page lists no class at all. */
  | { kind: "no-upcoming-dates" }
  /** A published class type whose page lists no date. */
  | { kind: "class-type-without-dates"; classType: { id: string; title: string } }
  /** Active dates ahead that the site does not show, because their class type is a draft. */
  | { kind: "dates-under-draft-type"; classType: { id: string; title: string }; dates: number };

type ClassTypeRow = { id: string; title: string; status: string; upcoming: number };

/**
 * What the Overview warns about, read in two small queries: the active hero
 * image per page (at most one per page, by a unique index), and the class
 * types with their count of active dates from `today` on (served by the
 * (class_type_id, date) index). Class types are a short list the owner writes.
 */
async function listContentWarnings({ db, today }: { db: Executor; today: string }): Promise<ContentWarning[]> {
  const heroes = await queryRows<{ page: string }>(
    db,
    sql`select page_assignment as "page" from hero_images where is_active`,
  );
  const covered = new Set(heroes.map((row) => row.page));
  const types = await queryRows<ClassTypeRow>(
    db,
    sql`
    select t.id, t.title, t.status,
      (select count(*) from class_instances i
        where i.class_type_id = t.id and i.status = 'active' and i.date >= ${today})::int as "upcoming"
    from class_types t
    where t.status in ('active', 'draft')
    order by lower(t.title), t.id
  `,
  );

  const warnings: ContentWarning[] = HERO_PAGES.filter((page) => !covered.has(page)).map((page) => ({
    kind: "page-without-hero" as const,
    page,
  }));
  const published = types.filter((row) => row.status === "active");
  if (!published.some((row) => row.upcoming > 0)) warnings.push({ kind: "no-upcoming-dates" });
  for (const row of published.filter((type) => type.upcoming === 0))
    warnings.push({ kind: "class-type-without-dates", classType: { id: row.id, title: row.title } });
  for (const row of types.filter((type) => type.status === "draft" && type.upcoming > 0))
    warnings.push({
      kind: "dates-under-draft-type",
      classType: { id: row.id, title: row.title },
      dates: row.upcoming,
    });
  return warnings;
}
