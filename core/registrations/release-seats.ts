import { and, asc, eq, sql } from "drizzle-orm";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import type { Executor } from "#db/client";
import { classInstances, classRegistrations } from "#db/schema";
import { countHeldSeats } from "./count-held-seats";
import type { RegistrationClassDate } from "./lock-class-date";
import { sendRegistrationEmail } from "./send-registration-email";

/**
 * Gives a class date's free seats to the people on its waitlist, first come
 * first served, and emails each of them. Run it inside the transaction that
 * freed the seats, after lockClassDate, with the class date as it is now.
 * Answers the ids moved up, in waitlist order.
 */
async function fillSeatsFromWaitlist({
  db,
  classDate,
  mail,
  timeZone,
}: {
  db: Executor;
  classDate: RegistrationClassDate;
  mail: VisitorMailSettings;
  timeZone: string;
}): Promise<string[]> {
  if (classDate.availableSpots <= 0) return [];
  const waiting = await db
    .select()
    .from(classRegistrations)
    .where(and(eq(classRegistrations.classInstanceId, classDate.id), eq(classRegistrations.status, "waitlisted")))
    .orderBy(asc(classRegistrations.queuedAt), asc(classRegistrations.createdAt), asc(classRegistrations.id))
    .limit(classDate.availableSpots)
    .for("update");
  for (const registration of waiting) {
    await db.update(classRegistrations).set({ status: "confirmed" }).where(eq(classRegistrations.id, registration.id));
    await sendRegistrationEmail({ db, mail, timeZone, kind: "promoted", classDate, registration });
  }
  if (waiting.length > 0) {
    await db
      .update(classInstances)
      .set({ availableSpots: sql`${classInstances.availableSpots} - ${waiting.length}` })
      .where(eq(classInstances.id, classDate.id));
  }
  return waiting.map((registration) => registration.id);
}

/**
 * Recounts a class date's free seats after seats were freed or added (a
 * cancellation, a higher capacity): what the capacity leaves after the seats
 * held, never below zero. Then fills them from the waitlist as above.
 */
export async function releaseSeats({
  db,
  classDate,
  mail,
  timeZone,
}: {
  db: Executor;
  classDate: RegistrationClassDate;
  mail: VisitorMailSettings;
  timeZone: string;
}): Promise<string[]> {
  const held = await countHeldSeats({ db, classInstanceId: classDate.id });
  const availableSpots = Math.max(0, classDate.capacity - held);
  await db.update(classInstances).set({ availableSpots }).where(eq(classInstances.id, classDate.id));
  return fillSeatsFromWaitlist({ db, classDate: { ...classDate, availableSpots }, mail, timeZone });
}
