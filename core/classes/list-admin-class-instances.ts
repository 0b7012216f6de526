import { and, asc, eq, sql } from "drizzle-orm";
import type { ListQuery } from "#core/lists/paging";
import { classInstances, classRegistrations, classTypes } from "#db/schema";
import { containsInAny } from "#db/search";
import { isClassStatus } from "./is-class-status";

export type AdminClassInstanceRow = {
  id: string;
  date: string;
  time: string;
  location: string;
  price: string;
  capacity: number;
  availableSpots: number;
  status: string;
  registrationMode: string;
  /** Seats held (confirmed or checked in) and people waiting, for on-site registration. */
  registered: number;
  waitlisted: number;
  /** Seats held by people yet to come: whom deleting the date concerns (with those waiting). */
  confirmed: number;
  /** The class type's status too: an active date under a draft type is not on the site. */
  classType: { id: string; title: string; slug: string; status: string };
};

const countOf = (statuses: string) =>
  sql<number>`(select count(*)::int from ${classRegistrations} where ${classRegistrations.classInstanceId} = ${classInstances.id} and ${classRegistrations.status} in (${sql.raw(statuses)}))`;

/**
 * The back office's scheduled classes by date, with their class type: searched
 * by class type title, location or price, filtered by status ("all" for any).
 */
export async function listAdminClassInstances({
  db,
  search = "",
  status = "all",
}: ListQuery): Promise<AdminClassInstanceRow[]> {
  return db
    .select({
      id: classInstances.id,
      date: classInstances.date,
      time: classInstances.time,
      location: classInstances.location,
      price: classInstances.price,
      capacity: classInstances.capacity,
      availableSpots: classInstances.availableSpots,
      status: classInstances.status,
      registrationMode: classInstances.registrationMode,
      registered: countOf("'confirmed', 'attended'"),
      waitlisted: countOf("'waitlisted'"),
      confirmed: countOf("'confirmed'"),
      classType: { id: classTypes.id, title: classTypes.title, slug: classTypes.slug, status: classTypes.status },
    })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .where(
      and(
        containsInAny([classTypes.title, classInstances.location, classInstances.price], search.trim()),
        isClassStatus(status) ? eq(classInstances.status, status) : undefined,
      ),
    )
    .orderBy(asc(classInstances.date), asc(classInstances.time), asc(classInstances.id));
}
