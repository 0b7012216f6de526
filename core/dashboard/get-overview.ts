import { compareWeeks } from "#core/analytics/insights/compare-weeks";
import type { Executor } from "#db/client";
import { countRecentSignups } from "./count-recent-signups";
import { type ContentWarning, listContentWarnings } from "./list-content-warnings";
import { listNewestUnreadMessages } from "./list-newest-unread-messages";
import { listNextBookings } from "./list-next-bookings";
import { listNextClassDates } from "./list-next-class-dates";
import { listPlaceholders, type PlaceholderWarning } from "./list-placeholders";

/**
 * The dashboard's Overview: the next bookings and how many wait for approval,
 * the next class dates, the newest unread messages,
 * this week's newsletter signups and visitors against last week's, the placeholders the public site still
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
