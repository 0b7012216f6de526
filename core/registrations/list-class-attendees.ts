import { asc, eq, sql } from "drizzle-orm";
import { NOT_FOUND, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { classInstances, classRegistrations, classTypes } from "#db/schema";
import { isUuid } from "#rules/ids";

export type ClassAttendee = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  note: string;
  status: string;
  registeredAt: Date;
};

type ClassAttendees = {
  classDate: {
    id: string;
    date: string;
    time: string;
    title: string;
    capacity: number;
    availableSpots: number;
    registrationMode: string;
  };
  attendees: ClassAttendee[];
};

// Seats first (in the order taken), then the waitlist in its order, cancelled last.
const STATUS_ORDER = sql`case ${classRegistrations.status} when 'attended' then 0 when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end`;

/** A class date's registrations for the back office, in the order the owner reads them. */
export async function listClassAttendees({
  db,
  classInstanceId,
}: {
  db: Executor;
  classInstanceId: string;
}): Promise<Result<ClassAttendees>> {
  if (!isUuid(classInstanceId)) return NOT_FOUND;
  const [classDate] = await db
    .select({
      id: classInstances.id,
      date: classInstances.date,
      time: classInstances.time,
      title: classTypes.title,
      capacity: classInstances.capacity,
      availableSpots: classInstances.availableSpots,
      registrationMode: classInstances.registrationMode,
    })
    .from(classInstances)
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .where(eq(classInstances.id, classInstanceId));
  if (!classDate) return NOT_FOUND;
  const attendees = await db
    .select({
      id: classRegistrations.id,
      firstName: classRegistrations.firstName,
      lastName: classRegistrations.lastName,
      email: classRegistrations.email,
      note: classRegistrations.note,
      status: classRegistrations.status,
      registeredAt: classRegistrations.createdAt,
    })
    .from(classRegistrations)
    .where(eq(classRegistrations.classInstanceId, classInstanceId))
    .orderBy(STATUS_ORDER, asc(classRegistrations.queuedAt), asc(classRegistrations.id));
  return { ok: true, classDate, attendees };
}
