import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { addDays } from "#core/dates";
import type { Executor } from "#db/client";
import { classInstances, classRegistrations, classTypes } from "#db/schema";
import { OVERVIEW_CLASS_DATES_SHOWN, OVERVIEW_DAYS_AHEAD } from "#rules/overview";

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
export async function listNextClassDates({
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
