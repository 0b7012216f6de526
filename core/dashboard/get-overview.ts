import type { Executor } from "#db/client";
import { countRecentSignups } from "./count-recent-signups";
import { listContentWarnings } from "./list-content-warnings";
import { listNewestUnreadMessages } from "./list-newest-unread-messages";
import { listNextClassDates } from "./list-next-class-dates";

/**
 * The dashboard's Overview: the next class dates, the newest unread messages,
 * this week's newsletter signups and what the public site is missing. Every
 * read is limited or served by an index, so it stays quick at any list size.
 */
export async function getOverview({ db, today, now = new Date() }: { db: Executor; today: string; now?: Date }) {
  const [classDates, unreadMessages, signups, warnings] = await Promise.all([
    listNextClassDates({ db, today }),
    listNewestUnreadMessages({ db }),
    countRecentSignups({ db, now }),
    listContentWarnings({ db, today }),
  ]);
  return { classDates, unreadMessages, signups, warnings };
}

export type Overview = Awaited<ReturnType<typeof getOverview>>;
